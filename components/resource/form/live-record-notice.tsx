'use client';
// What an open update form says of a colleague's change to its record (issue 49; the controller's
// use-live-news.ts decides): who changed which fields and how long ago, aging as it shows; with unsaved
// edits, the merge preview — what merges in cleanly and which fields clash with what was typed, both
// sides — and the choice to apply it; once taken, "Updated by Ada Admin just now"; for a delete, that Save
// is off and why, with the way back to the list. Drawn inside the form's status region
// (resource-form-client.tsx) and loaded only when there is news, as most visits see none.
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import type { LiveNews } from '@/lib/client/controllers/use-live-news';
import { newsText, takenText, fieldList } from '@/lib/client/controllers/record-news';
import { formatHistoryValue } from '@/lib/history/describe-change';
import type { FieldDef } from '@/lib/resources/types';

export interface LiveRecordNoticeProps {
  news: LiveNews;
  /** Lower-case noun ("product"). */
  noun: string;
  /** The form's fields, for the preview's labels and formats. */
  fields: readonly FieldDef[];
  /** Where "Back to the list" leads once the record is deleted. */
  backHref: string;
  onApply: (choice: 'mine' | 'theirs') => void;
  onDismiss: () => void;
}

/** The time now, renewed every `everyMs` while the caller is drawn, so "20 s ago" ages. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function LiveRecordNotice({ news, noun, fields, backHref, onApply, onDismiss }: LiveRecordNoticeProps) {
  const now = useNow(1000);
  const preview = news.preview;
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const cleanly = preview ? Object.entries(preview.merge.outcomes).filter(([, outcome]) => outcome === 'theirs').map(([name]) => labelOf(name)) : [];
  const isDeleted = news.kind === 'deleted';

  return (
    <Box data-live-notice={news.kind} borderWidth="1px" borderColor={isDeleted ? 'border.warning' : 'border.info'} bg={isDeleted ? 'bg.warning' : 'bg.info'} rounded="md" paddingX="4" paddingY="3">
      <Stack gap="2">
        <Flex gap="3" alignItems="start">
          <Text flex="1" fontWeight="semibold">
            {news.taken ? takenText(news, now) : newsText(news, noun, now)}
          </Text>
          {!isDeleted && !preview && (
            <Button size="xs" variant="ghost" onClick={onDismiss}>
              Dismiss
            </Button>
          )}
        </Flex>
        {isDeleted && (
          <>
            <Text>Save is off: the {noun} no longer exists. Everything you typed is still here to copy.</Text>
            <Box>
              <Button asChild size="sm" variant="outline">
                <NextLink href={backHref}>Back to the list</NextLink>
              </Button>
            </Box>
          </>
        )}
        {news.taken === 'merged' && <Text>Their changes are in the form with yours. Save when ready.</Text>}
        {preview && (
          <>
            {cleanly.length > 0 && <Text>Merges in cleanly: {fieldList(cleanly)}.</Text>}
            {preview.merge.conflicts.length > 0 && (
              <Stack gap="1">
                <Text>Also changed by you:</Text>
                <chakra.ul paddingStart="5" listStyleType="disc">
                  {preview.merge.conflicts.map((conflict) => {
                    const field = fields.find((item) => item.name === conflict.field);
                    const show = (value: unknown) => formatHistoryValue(field, value, { region: preview.region }) || 'empty';
                    return (
                      <chakra.li key={conflict.field}>
                        {labelOf(conflict.field)}: yours {show(conflict.mine)}, theirs {show(conflict.theirs)}
                      </chakra.li>
                    );
                  })}
                </chakra.ul>
              </Stack>
            )}
            <Flex gap="2" wrap="wrap">
              {preview.merge.conflicts.length > 0 ? (
                <>
                  <Button size="sm" colorPalette="blue" onClick={() => onApply('mine')}>
                    Apply, keeping mine
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onApply('theirs')}>
                    Apply, taking theirs
                  </Button>
                </>
              ) : (
                <Button size="sm" colorPalette="blue" onClick={() => onApply('mine')}>
                  Apply their changes
                </Button>
              )}
            </Flex>
          </>
        )}
      </Stack>
    </Box>
  );
}

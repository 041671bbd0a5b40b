'use client';
// One pending suggestion in the workbench's queue: its target, score, anchor in context, why it may not be
// accepted, and its Accept and Reject buttons.
import { Badge, Box, Button, Code, Flex, Link, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import NextLink from 'next/link';
import { TYPE_LABELS } from '@/areas/interlinks/types';
import type { ReviewedSuggestion } from '@/areas/interlinks/use-interlink-workbench';

interface SuggestionCardProps {
  suggestion: ReviewedSuggestion;
  isSelected: boolean;
  /** A decision or a Suggest is under way: no other may start. */
  isBusy: boolean;
  onSelect: () => void;
  onAccept: () => void;
  onReject: () => void;
}

/** The AI host's context sentence with the anchor marked in it, matched without regard to case. */
function ContextWithAnchor({ context, anchor }: { context: string; anchor: string }) {
  const at = context.toLowerCase().indexOf(anchor.toLowerCase());
  if (at === -1) return <>{context}</>;
  return (
    <>
      {context.slice(0, at)}
      <chakra.mark bg="yellow.subtle" color="fg">
        {context.slice(at, at + anchor.length)}
      </chakra.mark>
      {context.slice(at + anchor.length)}
    </>
  );
}

export function SuggestionCard({ suggestion: s, isSelected, isBusy, onSelect, onAccept, onReject }: SuggestionCardProps) {
  const percent = Math.round(s.score * 100);
  return (
    <Box
      as="li"
      data-card={s.id}
      aria-label={`${s.anchor_text} → ${s.target_title}`}
      aria-current={isSelected ? 'true' : undefined}
      borderWidth={isSelected ? '2px' : '1px'}
      borderColor={isSelected ? 'blue.solid' : 'border'}
      borderRadius="md"
      padding="3"
      onClick={onSelect}
    >
      <Flex justifyContent="space-between" gap="2" alignItems="flex-start">
        <Stack gap="0.5" minWidth="0" flex="1">
          <Text fontWeight="semibold">{s.target_title}</Text>
          <Flex gap="2" alignItems="center" fontSize="sm" wrap="wrap">
            <Badge>{TYPE_LABELS[s.target_type]}</Badge>
            <Link asChild fontSize="sm" colorPalette="blue">
              <NextLink href={s.targetHref} target="_blank">
                Open target
              </NextLink>
            </Link>
            {s.href && <Code fontSize="xs">{s.href}</Code>}
          </Flex>
        </Stack>
        <Box width="28" flexShrink={0}>
          <Progress.Root value={percent} size="sm" aria-label={`Score ${s.score.toFixed(2)}`}>
            <Flex alignItems="center" gap="2">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText>{s.score.toFixed(2)}</Progress.ValueText>
            </Flex>
          </Progress.Root>
        </Box>
      </Flex>
      <Text fontSize="sm" marginTop="2">
        Anchor: <strong>“{s.anchor_text}”</strong>
      </Text>
      {s.context && (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          <ContextWithAnchor context={s.context} anchor={s.anchor_text} />
        </Text>
      )}
      {s.blockedReason && (
        <Text fontSize="sm" color="fg.error" marginTop="2">
          Not allowed: {s.blockedReason}
        </Text>
      )}
      <Flex gap="2" marginTop="3">
        <Button size="xs" colorPalette="green" onClick={onAccept} disabled={isBusy || s.blockedReason !== null}>
          Accept
        </Button>
        <Button size="xs" variant="outline" onClick={onReject} disabled={isBusy}>
          Reject
        </Button>
      </Flex>
    </Box>
  );
}

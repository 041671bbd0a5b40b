'use client';
// An order's status history in its drawer: one step a line, oldest first, as "Placed → Processed" with
// when, by whom and the note given (a cancellation's reason). The rows are `{from, to, at, by, note}`,
// their statuses read with the field's own choices.
import { Stack, Text } from '@chakra-ui/react';
import { EMPTY_VALUE, formatDate } from '@/components/resource/list/cell-value';
import type { CustomDetailRenderer } from '@/components/resource/slots';
import { useTimeZone } from '@/lib/client/use-time-zone';

export const StatusTimeline: CustomDetailRenderer = ({ field, value }) => {
  const timeZone = useTimeZone();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const label = (name: string, v: unknown) => {
    const sub = field.type === 'array' ? field.of.find((f) => f.name === name) : undefined;
    return (sub?.type === 'option' ? sub.options?.find((o) => o.value === v)?.label : undefined) ?? String(v ?? EMPTY_VALUE);
  };
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={field.label}>
      {rows.map((row, index) => (
        <Stack as="li" key={index} gap="0" borderStartWidth="2px" borderColor="border.emphasized" paddingStart="3">
          <Text fontWeight="medium">
            {label('from', row.from)} → {label('to', row.to)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(row.at, true, timeZone)}
            {row.by ? ` · by ${String(row.by)}` : ''}
          </Text>
          {row.note !== null && row.note !== undefined && row.note !== '' && (
            <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {String(row.note)}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
};

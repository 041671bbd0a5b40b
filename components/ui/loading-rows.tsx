// The loading state of a panel whose data has not arrived: grey rows of about the size of what will come,
// announced once as a status ("Loading") so a screen reader knows the panel is busy. A label on a plain
// box is not read (and axe refuses it), hence the status role.
import { Skeleton, Stack, type StackProps } from '@chakra-ui/react';

interface LoadingRowsProps extends Omit<StackProps, 'children'> {
  /** How many rows stand in for the content. */
  rows: number;
  /** The height of each row, a Chakra size token. */
  rowHeight: string;
  /** What is loading, read by screen readers; "Loading" unless the panel is one of several. */
  label?: string;
}

export function LoadingRows({ rows, rowHeight, label = 'Loading', gap = '3', ...stack }: LoadingRowsProps) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} gap={gap} {...stack}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </Stack>
  );
}

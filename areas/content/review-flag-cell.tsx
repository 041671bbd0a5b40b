// The content list's "Review" cell: a medical review overdue in red, one due within the month in orange,
// as badges a person scanning the list sees at once; nothing when no review is due.
import { Badge } from '@chakra-ui/react';
import { EMPTY_VALUE } from '@/components/resource/empty-value';
import type { CustomCellRenderer } from '@/components/resource/slots';

const COLOURS: Readonly<Record<string, string>> = { Overdue: 'red', 'Due soon': 'orange' };

export const ReviewFlagCell: CustomCellRenderer = ({ record, column }) => {
  const flag = record[column.field];
  if (typeof flag !== 'string' || flag === '') return EMPTY_VALUE;
  return (
    <Badge colorPalette={COLOURS[flag] ?? 'gray'} variant="subtle" size="sm">
      {flag}
    </Badge>
  );
};

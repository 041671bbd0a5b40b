// The link of a row or tile in a list of records (a table's first cell, the file library's tiles, the
// equivalence report's sides, the audit log's records). Never prefetched: a page of rows would ask the
// server for every page they open as it is drawn (fifty RSC requests for a table, a drawer's link being the
// list itself), and a sort or filter made meanwhile queued behind them.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export function RowLink(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}

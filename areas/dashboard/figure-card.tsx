'use client';
// A dashboard card: its title, and its figure's own loading skeleton, error with Retry, or content. One
// card's failure leaves the others alone (docs/console-screens.md#dashboard).
import { Badge, Card, chakra, Heading, Link, Skeleton, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { changeBetween, describeChange } from '@/areas/dashboard/change';

interface FigureCardProps<T> {
  title: string;
  /** The figure's request: what it holds, whether it failed, and how to ask again. */
  state: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  children: (data: T) => ReactNode;
  /** How many stats the skeleton stands in for. */
  rows?: number;
}

export function FigureCard<T>({ title, state, children, rows = 1 }: FigureCardProps<T>) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" variant="outline" aria-busy={state.isLoading}>
      <Card.Body gap="3">
        <Heading as="h3" size="sm" id={headingId} color="fg.muted" fontWeight="medium">
          {title}
        </Heading>
        {state.error && !state.data ? (
          <LoadError title={`${title} could not be loaded`} error={state.error} onRetry={() => void state.mutate()} />
        ) : state.data === undefined ? (
          <Stack gap="2" aria-hidden>
            {Array.from({ length: rows }, (_, i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        ) : (
          <Stack gap="3">{children(state.data)}</Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface KpiStatProps {
  /** The stat's name, also the link to its list: "Awaiting orders". */
  label: string;
  href: string;
  value: string;
  /** `figure` names the value for tests and tools (`data-figure`). */
  figure: string;
  /** This period and the previous one, when the figure compares them. */
  compare?: { current: number; previous: number };
  locale?: string;
}

const CHANGE_PALETTE = { up: 'green', down: 'red', flat: 'gray' } as const;

/** One number: its name linking to the list that explains it, the value, and the change as arrow, sign and percentage. */
export function KpiStat({ label, href, value, figure, compare, locale }: KpiStatProps) {
  const change = compare ? changeBetween(compare.current, compare.previous) : undefined;
  const palette = !change || change.kind === 'none' ? 'gray' : change.kind === 'new' ? 'green' : CHANGE_PALETTE[change.direction];
  return (
    // A term and its values (name, value, change); plain elements, since Chakra's Stat recipe is not in the
    // console's theme (components/ui/system.ts) and would weigh on every page.
    <chakra.dl display="flex" flexDirection="column" gap="0.5">
      <chakra.dt>
        <Link asChild colorPalette="green" color="colorPalette.fg" fontWeight="medium">
          <NextLink href={href}>{label}</NextLink>
        </Link>
      </chakra.dt>
      <chakra.dd data-figure={figure} fontSize="2xl" fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
        {value}
      </chakra.dd>
      {change && (
        <chakra.dd>
          <Badge colorPalette={palette} variant="subtle" data-change={figure}>
            {describeChange(change, locale)}
          </Badge>
          <chakra.span srOnly> against the previous period</chakra.span>
        </chakra.dd>
      )}
    </chakra.dl>
  );
}

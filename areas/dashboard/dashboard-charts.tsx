'use client';
// The dashboard's charts (loaded on demand, after the cards): revenue by day with one line per region in
// its own currency, the fulfilment queue by status, and the period's top products and bundles. Each has a
// title, axis labels in the reader's locale and the region's currency, a tooltip, a table to read instead
// (the text alternative), and colours from the theme's tokens, so light and dark mode both apply.
//
// Recharts is drawn in a Chakra frame of our own rather than through @chakra-ui/charts: that package imports
// `@chakra-ui/react` whole, which Turbopack does not narrow for a dependency, and Chakra's entire default
// theme (about 13 KB gzip) then joined the chunk every page loads, putting every route over its budget.
import { Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadError } from '@/components/ui/load-error';
import type { DashboardQuery, Figures } from '@/areas/dashboard/contract';
import { formatCount, formatMoney, type Currency } from '@/areas/dashboard/money';
import { ISO_DAY } from '@/areas/dashboard/period';
import { formatShortDay } from '@/lib/format-date';
import { REGION_NAMES } from '@/lib/resources/regions';
import { useDashboardFigure } from './use-dashboard-figure';

interface ChartsProps {
  query: DashboardQuery;
  locale: string;
}

const SERIES_COLOURS = { gb: 'teal.solid', us: 'orange.solid' } as const;

/** A theme colour token ("teal.solid") as the CSS variable Chakra defines for it, so it follows light and dark mode. */
function tokenColor(token: string): string {
  return `var(--chakra-colors-${token.replace(/\./g, '-')})`;
}

/** The box a chart draws in: Chakra's muted text for ticks, its text colour for axis labels. */
function ChartFrame({ children, height = '72' }: { children: ReactNode; height?: string }) {
  return (
    <Box
      height={height}
      width="100%"
      textStyle="xs"
      css={{
        '& .recharts-cartesian-axis-tick-value': { fill: 'fg.muted' },
        '& .recharts-cartesian-axis .recharts-label': { fill: 'fg', fontWeight: 'medium' },
        '& .recharts-legend-item-text': { color: 'fg.muted !important' },
        '& svg': { overflow: 'visible' },
      }}
    >
      {children}
    </Box>
  );
}

interface TooltipContentProps {
  active?: boolean;
  label?: unknown;
  payload?: readonly { name?: unknown; value?: unknown; color?: string; dataKey?: unknown }[];
  formatLabel?: (label: string) => string;
  formatValue: (value: number, key: string) => string;
  labels: Record<string, string>;
}

/** Recharts' tooltip drawn with Chakra's panel colours. */
function TooltipContent({ active, label, payload, formatLabel, formatValue, labels }: TooltipContentProps) {
  if (!active || !payload?.length) return null;
  const title = formatLabel ? formatLabel(String(label ?? '')) : String(label ?? '');
  return (
    <Stack gap="1" minWidth="36" bg="bg.panel" color="fg" borderWidth="1px" rounded="md" shadow="md" paddingX="2.5" paddingY="2" textStyle="xs">
      {title && <Text fontWeight="medium">{title}</Text>}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name ?? '');
        return (
          <Flex key={key} gap="2" alignItems="center" justifyContent="space-between">
            <Flex gap="1.5" alignItems="center">
              <Box as="span" boxSize="2.5" rounded="full" bg={item.color} flexShrink={0} />
              <Text as="span" color="fg.muted">
                {labels[key] ?? key}
              </Text>
            </Flex>
            <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {formatValue(Number(item.value), key)}
            </Text>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** A chart's day in the console's one date style, its year said by the period above ("30 Oct"). */
function formatDay(day: string): string {
  // Recharts also asks for the label of an inactive tooltip, which has none.
  return ISO_DAY.test(day) ? formatShortDay(day) : '';
}

interface ChartCardProps<T> {
  title: string;
  description: string;
  state: { data?: T; error?: unknown; mutate: () => unknown };
  chart: (data: T) => ReactNode;
  table: (data: T) => ReactNode;
}

/** A chart's frame: title, its own loading and error with Retry, and the switch between chart and table. */
function ChartCard<T>({ title, description, state, chart, table }: ChartCardProps<T>) {
  const [isTable, setTable] = useState(false);
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="3">
        <Flex justifyContent="space-between" alignItems="center" gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {title}
          </Heading>
          {state.data !== undefined && (
            <Button size="xs" variant="outline" aria-pressed={isTable} onClick={() => setTable((shown) => !shown)}>
              {isTable ? 'Show chart' : 'Show table'}
            </Button>
          )}
        </Flex>
        {state.error && state.data === undefined ? (
          <LoadError title={`${title} could not be loaded`} error={state.error} onRetry={() => void state.mutate()} />
        ) : state.data === undefined ? (
          <Skeleton height="64" aria-hidden />
        ) : isTable ? (
          table(state.data)
        ) : (
          // The picture is for sighted readers; the same figures are one click away as a table.
          <div role="img" aria-label={`${title}: ${description}. Use "Show table" to read the figures.`}>
            {chart(state.data)}
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Table.ScrollArea maxHeight="80" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" paddingBottom="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {head.map((cell, i) => (
              <Table.ColumnHeader key={cell} textAlign={i === 0 ? 'start' : 'end'}>
                {cell}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((cell, i) => (
                <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

type RevenueSeries = Figures['revenue_by_day'];
type DayPoint = { day: string } & Partial<Record<'gb' | 'us', number>>;

function RevenueLines({ series, locale }: { series: RevenueSeries; locale: string }) {
  const points = new Map<string, DayPoint>();
  for (const line of series) for (const day of line.days) points.set(day.day, { ...points.get(day.day), day: day.day, [line.region]: day.revenue / 100 });
  const labels = Object.fromEntries(series.map((line) => [line.region, `${REGION_NAMES[line.region]} (${line.currency})`]));
  const currencyOf = (region: string): Currency => series.find((line) => line.region === region)?.currency ?? 'GBP';
  return (
    <ChartFrame>
      <LineChart responsive data={[...points.values()]} margin={{ left: 16, right: 16, bottom: 16 }} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={tokenColor('border.muted')} vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} stroke={tokenColor('border')} label={{ value: 'Day', position: 'insideBottom', offset: -12 }} />
        {series.map((line, i) => (
          <YAxis
            key={line.region}
            yAxisId={line.region}
            orientation={i === 0 ? 'left' : 'right'}
            tickFormatter={(value: number) => formatMoney(value * 100, line.currency, locale, { compact: true })}
            stroke={tokenColor('border')}
            label={{ value: `Revenue (${line.currency})`, angle: -90, position: i === 0 ? 'insideLeft' : 'insideRight', style: { textAnchor: 'middle' } }}
          />
        ))}
        <Tooltip
          animationDuration={100}
          content={(props) => (
            <TooltipContent {...props} labels={labels} formatLabel={(day) => formatDay(day)} formatValue={(value, region) => formatMoney(value * 100, currencyOf(region), locale)} />
          )}
        />
        <Legend verticalAlign="top" height={28} formatter={(region: string) => labels[region] ?? region} />
        {series.map((line) => (
          <Line key={line.region} yAxisId={line.region} isAnimationActive={false} dataKey={line.region} name={line.region} stroke={tokenColor(SERIES_COLOURS[line.region])} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

function RevenueByDay({ query, locale }: ChartsProps) {
  const state = useDashboardFigure('revenue_by_day', query);
  return (
    <ChartCard
      title="Revenue by day"
      description="one line per region, each in its own currency"
      state={state}
      chart={(series) => <RevenueLines series={series} locale={locale} />}
      table={(series) => (
        <FigureTable
          caption="Revenue and orders by day, orders not cancelled"
          head={['Day', ...series.flatMap((line) => [`Revenue ${line.region} (${line.currency})`, `Orders ${line.region}`])]}
          rows={(series[0]?.days ?? []).map((day, d) => [
            formatDay(day.day),
            ...series.flatMap((line) => [formatMoney(line.days[d]?.revenue ?? 0, line.currency, locale), formatCount(line.days[d]?.orders ?? 0, locale)]),
          ])}
        />
      )}
    />
  );
}

type StatusPoint = { status: string; orders: number };

function StatusBars({ queue, locale }: { queue: Figures['orders_by_status']; locale: string }) {
  const data: StatusPoint[] = [
    { status: 'Awaiting', orders: queue.awaiting },
    { status: 'Placed', orders: queue.placed },
    { status: 'Processed', orders: queue.processed },
  ];
  return (
    <ChartFrame>
      <BarChart responsive data={data} margin={{ left: 16, bottom: 16 }} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={tokenColor('border.muted')} vertical={false} />
        <XAxis dataKey="status" stroke={tokenColor('border')} label={{ value: 'Status', position: 'insideBottom', offset: -12 }} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value, locale)} stroke={tokenColor('border')} label={{ value: 'Orders', angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } }} />
        <Tooltip
          cursor={{ fill: tokenColor('bg.muted') }}
          animationDuration={100}
          content={(props) => <TooltipContent {...props} labels={{ orders: 'Orders' }} formatValue={(value) => formatCount(value, locale)} />}
        />
        <Bar isAnimationActive={false} dataKey="orders" fill={tokenColor('blue.solid')} />
      </BarChart>
    </ChartFrame>
  );
}

function OrdersByStatus({ query, locale }: ChartsProps) {
  const state = useDashboardFigure('orders_by_status', query);
  return (
    <ChartCard
      title="Orders by status"
      description="the fulfilment queue now"
      state={state}
      chart={(queue) => <StatusBars queue={queue} locale={locale} />}
      table={(queue) => (
        <FigureTable
          caption="Orders waiting on staff, by status"
          head={['Status', 'Orders']}
          rows={[
            ['Awaiting', formatCount(queue.awaiting, locale)],
            ['Placed', formatCount(queue.placed, locale)],
            ['Processed', formatCount(queue.processed, locale)],
          ]}
        />
      )}
    />
  );
}

type ItemPoint = { name: string; units: number; revenue: string };

function TopItemBars({ items, locale }: { items: Figures['top_items']; locale: string }) {
  const data: ItemPoint[] = items.map((item) => ({ name: `${item.name} (${item.region})`, units: item.units, revenue: formatMoney(item.revenue, item.currency, locale) }));
  return (
    <ChartFrame height="sm">
      <BarChart responsive layout="vertical" data={data} margin={{ left: 8, bottom: 16 }} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={tokenColor('border.muted')} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={(value: number) => formatCount(value, locale)} stroke={tokenColor('border')} label={{ value: 'Units sold', position: 'insideBottom', offset: -12 }} />
        <YAxis type="category" dataKey="name" width={180} stroke={tokenColor('border')} tickFormatter={(name: string) => (name.length > 28 ? `${name.slice(0, 27)}…` : name)} />
        <Tooltip
          cursor={{ fill: tokenColor('bg.muted') }}
          animationDuration={100}
          content={(props) => <TooltipContent {...props} labels={{ units: 'Units sold' }} formatValue={(value) => formatCount(value, locale)} />}
        />
        <Bar isAnimationActive={false} dataKey="units" fill={tokenColor('green.solid')} />
      </BarChart>
    </ChartFrame>
  );
}

function TopItems({ query, locale }: ChartsProps) {
  const state = useDashboardFigure('top_items', query);
  return (
    <ChartCard
      title="Top products and bundles"
      description="the period's ten best sellers by units"
      state={state}
      chart={(items) => (items.length === 0 ? <p>No sales in this period.</p> : <TopItemBars items={items} locale={locale} />)}
      table={(items) => (
        <FigureTable
          caption="Best sellers of the period by units, with their revenue"
          head={['Item', 'Type', 'Units', 'Revenue']}
          rows={items.map((item) => [`${item.name} (${item.region})`, item.item_type === 1 ? 'Bundle' : 'Product', formatCount(item.units, locale), formatMoney(item.revenue, item.currency, locale)])}
        />
      )}
    />
  );
}

export default function DashboardCharts({ query, locale }: ChartsProps) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
      <RevenueByDay query={query} locale={locale} />
      <OrdersByStatus query={query} locale={locale} />
      <TopItems query={query} locale={locale} />
    </SimpleGrid>
  );
}

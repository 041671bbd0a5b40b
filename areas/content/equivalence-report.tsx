'use client';
// The GB/US equivalence report (/content/equivalence): content items whose equivalent in the other region
// is missing or out of step, each row naming the problem and both sides, with the count of every problem
// above the list. Filters, sort, page and the columns shown live in the URL (the list controller, and the
// lists' Columns and Views menus, its views kept under content-equivalence); a title opens its record at
// the equivalent section, and the report asks again when it is shown, so a fix made there is gone on return.
import { Badge, Box, Button, Flex, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'next/navigation';
import { Fragment, useMemo, type ReactNode } from 'react';
import { ColumnHeading, NoRows, SkeletonRows } from '@/components/resource/list/list-table-parts';
import { ListPagination } from '@/components/resource/list/list-pagination';
import { ListToolbar } from '@/components/resource/list/list-toolbar';
import { ListViewButtons } from '@/components/resource/list/list-view-buttons';
import type { ViewListMeta } from '@/components/resource/list/list-view-menus';
import { EMPTY_VALUE } from '@/components/resource/empty-value';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-error';
import { useListController, type ListController, type ListControllerMeta } from '@/lib/client/controllers/use-list-controller';
import { formatDay } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { COLUMNS_PARAM, visibleColumns } from '@/lib/resources/list-columns';
import { exportUrl } from '@/lib/resources/list-state';
import { CONTENT_STATUS_CHOICES, contentKindLabel } from './choices';
import type { EquivalenceRow, EquivalenceSide } from './equivalence';
import { EQUIVALENCE_COLUMNS, EQUIVALENCE_FILTERS, EQUIVALENCE_PATH, EQUIVALENCE_VIEW_LIST, type EquivalenceColumnField } from './equivalence-list';
import {
  EQUIVALENCE_KINDS_OF_ROW,
  EQUIVALENCE_PROBLEM_HINTS,
  EQUIVALENCE_PROBLEM_LABELS,
  equivalentSectionOf,
  problemTotal,
  type EquivalenceCounts,
  type EquivalenceRowKind,
} from './equivalence-problems';
import { RowLink } from '@/components/resource/list/row-anchor';

const TITLE = 'Content equivalence';

const META: ListControllerMeta = {
  resource: 'content/equivalence',
  columns: EQUIVALENCE_COLUMNS,
  defaultSort: { field: 'problem', order: 'asc' },
  filters: EQUIVALENCE_FILTERS,
  keepParams: [COLUMNS_PARAM],
};

/** The report as the Columns and Views menus see it: its views are kept under a name of its own. */
const VIEW_LIST: ViewListMeta = { resource: EQUIVALENCE_VIEW_LIST, basePath: EQUIVALENCE_PATH, columns: EQUIVALENCE_COLUMNS };

const PROBLEM_COLOURS: Readonly<Record<EquivalenceRowKind, string>> = {
  missing: 'red',
  one_way: 'orange',
  kind_mismatch: 'purple',
  status_mismatch: 'yellow',
  drift: 'blue',
  review_mismatch: 'pink',
  regional: 'gray',
};

const statusChoice = (status: string) => CONTENT_STATUS_CHOICES.find((choice) => choice.value === status);

/** Where a side is fixed: its update form, at the section of its equivalent. */
const fixHref = (side: EquivalenceSide) => `/content/update/${side.id}?section=${equivalentSectionOf(side.region)}`;

type Controller = ListController<EquivalenceRow, { counts: EquivalenceCounts }>;

export function EquivalenceReport() {
  const controller = useListController<EquivalenceRow, { counts: EquivalenceCounts }>(META);
  const { list, state } = controller;
  const download = useMemo(() => exportUrl('content/equivalence', state, 'content-equivalence'), [state]);
  return (
    <>
      <PageHeader
        title={TITLE}
        description="GB and US content whose equivalent is missing or out of step. Open an item to fix it; the report is read again when you come back."
        actions={
          <Button asChild variant="outline">
            <a href={download} download>
              Export CSV
            </a>
          </Button>
        }
      />
      <ProblemCounts controller={controller} />
      <ListToolbar controller={controller} label={TITLE} filters={EQUIVALENCE_FILTERS}>
        <ListViewButtons meta={VIEW_LIST} />
      </ListToolbar>
      {controller.error && !list ? (
        <LoadError title="The equivalence report could not be loaded" error={controller.error} onRetry={controller.retry} />
      ) : (
        <ReportTable controller={controller} />
      )}
      <ListPagination controller={controller} />
    </>
  );
}

/** How many rows each problem has under the other filters; choosing one filters the list by it. */
function ProblemCounts({ controller }: { controller: Controller }) {
  const counts = controller.list?.counts;
  const chosen = controller.asked.filters.problem;
  const choose = (problem: EquivalenceRowKind | null) => controller.setFilter('problem', problem);
  return (
    <Flex role="group" aria-label="Problems" aria-busy={!counts || controller.isShowingPrevious} gap="2" wrap="wrap" marginBottom="4">
      <Button size="sm" variant={chosen ? 'outline' : 'subtle'} aria-pressed={!chosen} onClick={() => choose(null)}>
        All problems
        <CountBadge value={counts && problemTotal(counts)} />
      </Button>
      {EQUIVALENCE_KINDS_OF_ROW.map((problem) => (
        <Button key={problem} size="sm" variant={chosen === problem ? 'subtle' : 'outline'} aria-pressed={chosen === problem} title={EQUIVALENCE_PROBLEM_HINTS[problem]} onClick={() => choose(problem)}>
          {EQUIVALENCE_PROBLEM_LABELS[problem]}
          <CountBadge value={counts?.[problem]} colour={counts?.[problem] && problem !== 'regional' ? PROBLEM_COLOURS[problem] : 'gray'} />
        </Button>
      ))}
    </Flex>
  );
}

function CountBadge({ value, colour = 'gray' }: { value: number | undefined; colour?: string }) {
  if (value === undefined) return <Skeleton height="4" width="5" />;
  return (
    <Badge colorPalette={colour} variant="solid" size="sm" data-testid="problem-count">
      {formatCount(value)}
    </Badge>
  );
}

/** Each column's cell of a row. */
const CELLS: Readonly<Record<EquivalenceColumnField, (row: EquivalenceRow) => ReactNode>> = {
  title: (row) => (
    <Table.Cell>
      <Side side={row.item} />
    </Table.Cell>
  ),
  problem: (row) => (
    <Table.Cell maxWidth="xs">
      <Stack gap="1">
        <Badge colorPalette={PROBLEM_COLOURS[row.problem]} variant="subtle" size="sm" width="fit-content">
          {EQUIVALENCE_PROBLEM_LABELS[row.problem]}
        </Badge>
        <Text fontSize="sm" whiteSpace="normal">
          {row.detail || EMPTY_VALUE}
        </Text>
      </Stack>
    </Table.Cell>
  ),
  updated_at: (row) => <Table.Cell whiteSpace="nowrap">{formatDay(row.item.updated_at)}</Table.Cell>,
  next_review_due: (row) => <Table.Cell whiteSpace="nowrap">{row.item.next_review_due ? formatDay(row.item.next_review_due) : EMPTY_VALUE}</Table.Cell>,
  equivalent: (row) => (
    <Table.Cell>
      {row.equivalent ? (
        <Side side={row.equivalent} withDates />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          None
        </Text>
      )}
    </Table.Cell>
  ),
};

function ReportTable({ controller }: { controller: Controller }) {
  const { list, isShowingPrevious } = controller;
  const searchParams = useSearchParams();
  const columns = visibleColumns(searchParams.get(COLUMNS_PARAM), EQUIVALENCE_COLUMNS);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={TITLE} aria-busy={!list || isShowingPrevious}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <ColumnHeading key={column.field} column={column} controller={controller} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={isShowingPrevious ? 0.55 : undefined} transition="opacity 0.15s">
          {!list
            ? <SkeletonRows columns={columns} />
            : list.records.map((row) => (
                <Table.Row key={row.id} data-problem={row.problem}>
                  {columns.map((column) => (
                    <Fragment key={column.field}>{CELLS[column.field](row)}</Fragment>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
      {list && list.records.length === 0 && (
        <NoRows
          title="No equivalence problems found"
          description={controller.hasFilters ? 'Try another problem or clear the filters.' : 'Every published item has its equivalent, and every pair is in step.'}
        />
      )}
    </Table.ScrollArea>
  );
}

/** One side of a row: its title (opening it where its equivalent is set), region, kind and status; the other side's dates too. */
function Side({ side, withDates = false }: { side: EquivalenceSide; withDates?: boolean }) {
  const status = statusChoice(side.status);
  return (
    <Stack gap="1" minWidth="48">
      <Link asChild fontWeight="medium">
        {/* The item's link is the row's, for the j/k shortcuts (components/shell/keyboard-shortcuts.tsx). */}
        <RowLink href={fixHref(side)} data-row-link={withDates ? undefined : ''}>
          {side.title}
        </RowLink>
      </Link>
      <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Box as="span" textTransform="uppercase" data-side-region="">
          {side.region}
        </Box>
        <span aria-hidden="true">·</span>
        <span>{contentKindLabel(side.kind)}</span>
        <Badge colorPalette={status?.colour ?? 'gray'} variant="subtle" size="xs">
          {status?.label ?? side.status}
        </Badge>
      </HStack>
      {withDates && (
        <Text fontSize="xs" color="fg.muted">
          Changed {formatDay(side.updated_at)} · Next review {side.next_review_due ? formatDay(side.next_review_due) : EMPTY_VALUE}
        </Text>
      )}
    </Stack>
  );
}

'use client';
// Above a list: the search box and one control per declared filter — a select of fixed choices or of a
// read-only call's strings, a search-as-you-type combobox (record-filter.tsx) for another resource's
// records, whose code loads when the pointer or focus reaches it or a record is chosen (a stand-in input
// until then, keeping the list's first load in its budget) — driven by a list controller. On a phone the filters sit behind
// a "Filters" button naming how many apply, so the first rows show on the first screen.
import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type { ListController, RowId } from '@/lib/client/controllers/use-list-controller';
import { errorMessage } from '@/lib/client/fetcher';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { useOptionSource } from '@/lib/client/use-resource';
import { isBackwardsRange, MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import type { DateRangeFilter, FilterDef } from '@/lib/resources/types';
import type { RecordFilterProps } from '../record-filter';

interface ListToolbarProps {
  controller: ListController<{ id: RowId }>;
  /** Plural label for the search box's placeholder ("Search products"). */
  label: string;
  filters: readonly FilterDef[];
  /** A from/to pair of date inputs (`?from=&to=`). */
  dateRange?: DateRangeFilter;
  /** Further controls after the filters (a custom screen's own). */
  children?: ReactNode;
}

const RANGE_BOUNDS = ['from', 'to'] as const;

export function ListToolbar({ controller, label, filters, dateRange, children }: ListToolbarProps) {
  const [areFiltersShown, setAreFiltersShown] = useState(false);
  const panelId = useId();
  // As last asked for: a choice shows at once, not after the router's round trip.
  const applied = controller.asked.filters;
  const appliedCount = filters.filter((filter) => applied[filter.field]).length + (dateRange ? RANGE_BOUNDS.filter((bound) => applied[bound]).length : 0);
  const hasFilters = filters.length > 0 || Boolean(dateRange);
  return (
    <Flex gap="4" wrap="wrap" alignItems="flex-end" marginBottom="4">
      {/* Search gives way (down to 12rem) before a filter is pushed onto a row of its own. */}
      <Field.Root flex="1 1 12rem" maxWidth="xs">
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          value={controller.searchText}
          onChange={(e) => controller.setSearchText(e.target.value)}
          onBlur={controller.commitSearch}
          placeholder={`Search ${label.toLowerCase()}`}
        />
      </Field.Root>
      {hasFilters && (
        <Button hideFrom="md" variant="outline" aria-expanded={areFiltersShown} aria-controls={panelId} onClick={() => setAreFiltersShown(!areFiltersShown)}>
          {appliedCount > 0 ? `Filters (${appliedCount})` : 'Filters'}
        </Button>
      )}
      {/* From md up the panel is no box at all (its filters sit in the toolbar's row); below, a row of its own, shown on demand. */}
      <Flex
        id={panelId}
        display={{ base: areFiltersShown ? 'flex' : 'none', md: 'contents' }}
        gap="4"
        wrap="wrap"
        alignItems="flex-end"
        width="full"
        order={{ base: 1, md: 'initial' }}
      >
        {filters.map((filter) => (
          <FilterSelect key={filter.field} filter={filter} value={applied[filter.field] ?? ''} onChange={(value) => controller.setFilter(filter.field, value || null)} />
        ))}
        {dateRange && <DateRangeFields controller={controller} label={dateRange.label} />}
      </Flex>
      {children}
    </Flex>
  );
}

type RangeBound = 'from' | 'to';

/**
 * The list's from/to days. A backwards range is refused at the fields — both marked, the reason under the
 * end — and kept as typed without asking the API, which would only answer 400 ("could not be loaded"
 * with a Retry that cannot help); the URL takes the range once it reads forwards again.
 */
function DateRangeFields({ controller, label }: { controller: ListController<{ id: RowId }>; label: string }) {
  const applied = { from: controller.asked.filters.from ?? '', to: controller.asked.filters.to ?? '' };
  const [typed, setTyped] = useState<Record<RangeBound, string> | null>(null);
  const range = typed ?? applied;
  const isBackwards = isBackwardsRange(range);
  const type = (bound: RangeBound, value: string) => {
    const next = { ...range, [bound]: value };
    if (isBackwardsRange(next)) return setTyped(next);
    setTyped(null);
    for (const end of ['from', 'to'] as const) if (next[end] !== applied[end]) controller.setFilter(end, next[end] || null);
  };
  // The two ends wrap as one: "to" never starts a row of its own.
  return (
    <Flex gap="4" alignItems="flex-start">
      {RANGE_BOUNDS.map((bound) => (
        <Field.Root key={bound} width="auto" invalid={isBackwards}>
          <Field.Label>{`${label} ${bound}`}</Field.Label>
          <Input type="date" value={range[bound]} onChange={(e) => type(bound, e.target.value)} />
          {isBackwards && bound === 'to' && <Field.ErrorText>{MSG_RANGE_ENDS_BEFORE_START}</Field.ErrorText>}
        </Field.Root>
      ))}
    </Flex>
  );
}

interface ChoiceSelectProps {
  label: string;
  /** The chosen value; '' for all. */
  value: string;
  options: readonly { value: string; label: string }[];
  /** The choices are still loading. */
  isBusy?: boolean;
  /** The choices could not be loaded. */
  error?: unknown;
  onChange: (value: string) => void;
}

/** A list filter's select under its label, "All" first (lists, the audit log). */
export function ChoiceSelect({ label, value, options, isBusy = false, error, onChange }: ChoiceSelectProps) {
  // A value from the URL whose choice is not (yet) listed keeps a stand-in, so the select never claims "All".
  const standIn = value !== '' && !options.some((option) => option.value === value);
  return (
    <Field.Root width="auto" minWidth="40" invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-busy={isBusy || undefined}>
          <option value="">All</option>
          {standIn && <option value={value}>{isBusy ? 'Loading...' : `#${value}`}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {Boolean(error) && <Field.ErrorText>Could not load the choices: {errorMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

function FilterSelect({ filter, value, onChange }: { filter: FilterDef; value: string; onChange: (value: string) => void }) {
  if (filter.source) return <SearchedFilter label={filter.label} resource={filter.source.resource} labelField={filter.source.labelField} value={value} onChange={onChange} />;
  return <ChoicesFilter filter={filter} value={value} onChange={onChange} />;
}

const reportFilterUnavailable = () => reportUnavailable('The search');

/** The filter's box before its code is there: an empty combobox under the same label, reading "All". */
function FilterStandIn({ label, inputId, onReach }: { label: string; inputId: string; onReach?: () => void }) {
  return (
    <Field.Root width="auto" minWidth="48">
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Input id={inputId} role="combobox" aria-expanded={false} autoComplete="off" placeholder="All" readOnly onPointerEnter={onReach} onFocus={onReach} onClick={onReach} />
    </Field.Root>
  );
}

const LazyRecordFilter = lazyWithFallback(
  () => import('../record-filter').then((module) => module.RecordFilter),
  function RecordFilterUnavailable({ label, inputId }: RecordFilterProps) {
    return <FilterStandIn label={label} inputId={inputId ?? label} onReach={reportFilterUnavailable} />;
  },
);

function SearchedFilter(props: RecordFilterProps) {
  const inputId = useId();
  const [reached, setReached] = useState<'no' | 'pointer' | 'focus'>('no');
  const standIn = <FilterStandIn label={props.label} inputId={inputId} onReach={() => setReached((was) => (was === 'focus' ? was : document.activeElement?.id === inputId ? 'focus' : 'pointer'))} />;
  if (reached === 'no' && props.value === '') return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyRecordFilter {...props} inputId={inputId} focusAtOnce={reached === 'focus'} />
    </Suspense>
  );
}

function ChoicesFilter({ filter, value, onChange }: { filter: FilterDef; value: string; onChange: (value: string) => void }) {
  const sourced = useLookedUpOptions(filter);
  return (
    <ChoiceSelect label={filter.label} value={value} options={sourced.options ?? filter.options} isBusy={sourced.isLoading} error={sourced.error} onChange={onChange} />
  );
}

/** A filter's choices read at run time from a read-only call's strings (`optionsFrom`); nothing is fetched for fixed choices. */
function useLookedUpOptions({ optionsFrom }: FilterDef) {
  const lookUp = useOptionSource(optionsFrom);
  if (optionsFrom) {
    const options = lookUp.values?.map((value) => ({ value, label: value }));
    return { options, error: lookUp.error, isLoading: !lookUp.values && !lookUp.error };
  }
  return { options: undefined, error: undefined, isLoading: false };
}

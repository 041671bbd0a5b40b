'use client';
// Above a list: the search box and one select per declared filter, driven by a list controller.
import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListController } from '@/lib/client/controllers/use-list-controller';
import type { DateRangeFilter, FilterDef } from '@/lib/resources/types';

interface ListToolbarProps {
  controller: ListController<{ id: number }>;
  /** Plural label for the search box's placeholder ("Search products"). */
  label: string;
  filters: readonly FilterDef[];
  /** A from/to pair of date inputs (`?from=&to=`). */
  dateRange?: DateRangeFilter;
  /** Further controls after the filters (a custom screen's own). */
  children?: ReactNode;
}

export function ListToolbar({ controller, label, filters, dateRange, children }: ListToolbarProps) {
  return (
    <Flex gap="4" wrap="wrap" alignItems="flex-end" marginBottom="4">
      <Field.Root maxWidth="xs">
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          value={controller.searchText}
          onChange={(e) => controller.setSearchText(e.target.value)}
          onBlur={controller.commitSearch}
          placeholder={`Search ${label.toLowerCase()}`}
        />
      </Field.Root>
      {filters.map((filter) => (
        <FilterSelect key={filter.field} filter={filter} value={controller.state.filters[filter.field] ?? ''} onChange={(value) => controller.setFilter(filter.field, value || null)} />
      ))}
      {dateRange &&
        (['from', 'to'] as const).map((bound) => (
          <Field.Root key={bound} width="auto">
            <Field.Label>{`${dateRange.label} ${bound}`}</Field.Label>
            <Input
              type="date"
              value={controller.state.filters[bound] ?? ''}
              onChange={(e) => controller.setFilter(bound, e.target.value || null)}
            />
          </Field.Root>
        ))}
      {children}
    </Flex>
  );
}

function FilterSelect({ filter, value, onChange }: { filter: FilterDef; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root width="auto" minWidth="40">
      <Field.Label>{filter.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

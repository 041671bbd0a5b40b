'use client';
// One declared field's value, read-only, for detail views: one display per field type, typed so none
// can be missing. Web addresses become links only when they are http(s); text keeps its line breaks
// and is never read as HTML.
import { Badge, Link, Stack, Table, Text, chakra } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ComponentType } from 'react';
import { useResourceRecord } from '@/lib/client/use-resource';
import { formatMoney } from '@/lib/resources/regions';
import type { FieldDef, FieldOfType, FieldType } from '@/lib/resources/types';
import { EMPTY_VALUE, StatusBadge, formatDate } from '../list/cell-value';
import { CUSTOM_DETAILS } from '@/areas/custom-details';

export interface FieldDisplayProps<K extends FieldType = FieldType> {
  field: FieldOfType<K>;
  value: unknown;
  /** The whole record (money reads its region). */
  record: Readonly<Record<string, unknown>>;
  regionField?: string;
}

type FieldDisplay<K extends FieldType> = ComponentType<FieldDisplayProps<K>>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a text is an absolute http(s) address, the only kind shown as a link. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An object's non-empty parts (an address), one per line, in the order they were stored. */
function linesOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value as Record<string, unknown>)
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map(String);
}

const StringDisplay: FieldDisplay<'string'> = ({ field, value }) => {
  if (field.format === 'lines') {
    return (
      <Stack gap="0">
        {linesOf(value).map((line, index) => (
          <Text key={index} overflowWrap="anywhere">
            {line}
          </Text>
        ))}
      </Stack>
    );
  }
  const text = String(value);
  if (field.format === 'url' && isWebAddress(text)) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer" colorPalette="blue" overflowWrap="anywhere">
        {text}
        <chakra.span srOnly> (opens in a new tab)</chakra.span>
      </Link>
    );
  }
  if (field.format === 'email') {
    return (
      <Link href={`mailto:${text}`} colorPalette="blue" overflowWrap="anywhere">
        {text}
      </Link>
    );
  }
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {text}
    </Text>
  );
};

const NumberDisplay: FieldDisplay<'number'> = ({ field, value, record, regionField }) => (
  <Text>{typeof value === 'number' && field.format === 'money' ? formatMoney(value, regionField ? record[regionField] : undefined) : String(value)}</Text>
);

const BooleanDisplay: FieldDisplay<'boolean'> = ({ value }) => <Text>{value ? 'Yes' : 'No'}</Text>;

const DateDisplay: FieldDisplay<'date'> = ({ value }) => <Text>{formatDate(value)}</Text>;

const OptionDisplay: FieldDisplay<'option'> = ({ field, value }) => {
  const values = Array.isArray(value) ? value : [value];
  if (!field.multiple && field.options?.some((option) => option.colour)) return <StatusBadge fields={[field]} name={field.name} value={value} />;
  return <Text>{values.map((v) => field.options?.find((option) => option.value === v)?.label ?? String(v)).join(', ')}</Text>;
};

const ArrayDisplay: FieldDisplay<'array'> = ({ field, value, record, regionField }) => {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const cell = (sub: FieldDef, row: Record<string, unknown>) => (
    // A row's money is in its record's currency: the row borrows the record's region.
    <DisplayField field={sub} record={regionField ? { ...row, [regionField]: record[regionField] } : row} regionField={regionField} />
  );
  if (field.display === 'table') {
    const columns = field.of.filter((sub) => sub.type !== 'placeholder');
    return (
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={field.label}>
          <Table.Header>
            <Table.Row>
              {columns.map((sub) => (
                <Table.ColumnHeader key={sub.name} textAlign={sub.type === 'number' ? 'end' : undefined}>
                  {sub.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={index}>
                {columns.map((sub) => (
                  <Table.Cell key={sub.name} textAlign={sub.type === 'number' ? 'end' : undefined}>
                    {cell(sub, row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  return (
    <Stack as="ol" gap="1" listStyleType="none">
      {rows.map((row, index) => (
        <Text as="li" key={index}>
          {field.of
            .filter((sub) => sub.type !== 'placeholder' && !isEmpty(row[sub.name]))
            .map((sub) => `${sub.label}: ${String(row[sub.name])}`)
            .join(' · ')}
        </Text>
      ))}
    </Stack>
  );
};

function RecordName({ resource, id, labelField, href }: { resource: string; id: number; labelField: string; href?: string }) {
  const { data } = useResourceRecord(resource, id);
  const name = data ? String(data.data[labelField] ?? `#${id}`) : `#${id}`;
  if (href) {
    return (
      <Link asChild colorPalette="blue" overflowWrap="anywhere">
        <NextLink href={`${href}${id}`}>{name}</NextLink>
      </Link>
    );
  }
  return <Badge variant="outline">{name}</Badge>;
}

const CollectionDisplay: FieldDisplay<'collection'> = ({ field, value }) => {
  const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
  return (
    <Stack direction="row" wrap="wrap" gap="1">
      {ids.map((id) => (
        <RecordName key={id} resource={field.resource} id={id} labelField={field.labelField} href={field.detailHref} />
      ))}
    </Stack>
  );
};

const PlaceholderDisplay: FieldDisplay<'placeholder'> = () => null;

/** Every field type has its display: leaving one out does not compile. */
export const FIELD_DISPLAYS: { [K in FieldType]: FieldDisplay<K> } = {
  string: StringDisplay,
  number: NumberDisplay,
  boolean: BooleanDisplay,
  date: DateDisplay,
  option: OptionDisplay,
  array: ArrayDisplay,
  collection: CollectionDisplay,
  placeholder: PlaceholderDisplay,
};

export function DisplayField({ field, record, regionField }: { field: FieldDef; record: Readonly<Record<string, unknown>>; regionField?: string }) {
  const value = record[field.name];
  if (isEmpty(value)) return <Text color="fg.muted">{EMPTY_VALUE}</Text>;
  const Display = (field.detail ? CUSTOM_DETAILS[field.detail] : FIELD_DISPLAYS[field.type]) as FieldDisplay<FieldType>;
  return <Display field={field as never} value={value} record={record} regionField={regionField} />;
}

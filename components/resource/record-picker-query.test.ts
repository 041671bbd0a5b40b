/** @jest-environment node */
// Every record picker's call, as the picker sends it, answered by the sandbox: the list's query checks
// (search, sort, filters) accept it. A picker once sorted by its label field, which customers and others
// do not let a list sort by: the orders form's Customer record answered 422 "Cannot sort by name".
import { RESOURCES } from '@/areas/registry';
import { BLOCKS_FIELD } from '@/areas/content/block-schema';
import { EQUIVALENCE_FILTERS } from '@/areas/content/equivalence-list';
import type { CollectionField, FieldDef } from '@/lib/resources/types';
import { testSandbox } from '@/sandbox/test-harness';
import { LABEL_SORTED, pickerQuery } from './record-picker-query';

interface Picker {
  where: string;
  resource: string;
  labelField: string;
  filters: Record<string, string>;
}

function collectionFields(fields: readonly FieldDef[]): CollectionField[] {
  return fields.flatMap((field) => (field.type === 'collection' ? [field] : field.type === 'array' ? collectionFields(field.of) : []));
}

/** The pickers of the declared forms and list filters, and those the custom screens draw (named by file). */
const PICKERS: Picker[] = [
  ...Object.entries(RESOURCES).flatMap(([name, definition]) => [
    ...collectionFields(definition.fields)
      // An image or file chooser is the file library's own picker, not a record picker.
      .filter((field) => field.component !== 'file-picker' && field.resource !== 'files')
      .map((field) => ({
        where: `${name} form: ${field.label}`,
        resource: field.resource,
        labelField: field.labelField,
        filters: { ...field.where, ...(field.sameRegion ? { region: 'gb' } : {}) },
      })),
    ...definition.filters.flatMap((filter) => (filter.source ? [{ where: `${name} list filter: ${filter.label}`, ...filter.source, filters: {} }] : [])),
  ]),
  // The block editor's pickers (areas/content/blocks/block-fields.tsx), of the same region.
  ...collectionFields(BLOCKS_FIELD.of)
    .filter((field) => field.resource !== 'files')
    .map((field) => ({ where: `blocks: ${field.label}`, resource: field.resource, labelField: field.labelField, filters: { region: 'gb' } })),
  ...EQUIVALENCE_FILTERS.flatMap((filter) => (filter.source ? [{ where: `equivalence report filter: ${filter.label}`, ...filter.source, filters: {} }] : [])),
  { where: 'audit log filter: User (components/resource/history/audit-log-screen.tsx)', resource: 'users', labelField: 'name', filters: {} },
  { where: 'content form: equivalent (areas/content/equivalent-field.tsx)', resource: 'content', labelField: 'title', filters: { region: 'us', kind: '1' } },
  { where: 'best sellers: product (areas/products/best-sellers-editor.tsx)', resource: 'products', labelField: 'name', filters: { region: 'gb' } },
  { where: 'best sellers: bundle (areas/products/best-sellers-editor.tsx)', resource: 'bundles', labelField: 'name', filters: { region: 'gb' } },
];

const { call } = testSandbox({ signedInAs: 'admin@example.com' });

describe('record pickers’ calls', () => {
  it('finds the orders form’s Customer record among the pickers', () => {
    expect(PICKERS).toContainEqual(expect.objectContaining({ resource: 'customers', labelField: 'name' }));
  });

  it('sorts A to Z by the name shown exactly where the resource’s list declares that field sortable', () => {
    const sortedByLabel = PICKERS.filter(({ resource, labelField }) =>
      RESOURCES[resource as keyof typeof RESOURCES].columns.some((column) => column.field === labelField && column.sortable),
    ).map(({ resource, labelField }) => `${resource}:${labelField}`);
    expect([...LABEL_SORTED].sort()).toEqual([...new Set(sortedByLabel)].sort());
    expect(pickerQuery({ resource: 'customers', labelField: 'name', excludedCount: 0, search: 'ann' }).toString()).toBe('page=1&limit=8&search=ann');
  });

  it.each(PICKERS.map((picker) => [picker.where, picker] as const))('%s: the upstream accepts its query, typed or not', async (_where, picker) => {
    for (const search of ['', 'a']) {
      const query = pickerQuery({ resource: picker.resource, labelField: picker.labelField, filters: picker.filters, excludedCount: 3, search });
      const answer = await call('GET', `/v1/${picker.resource}?${query}`);
      expect({ query: query.toString(), status: answer.status, text: answer.status === 200 ? '' : answer.text }).toEqual({ query: query.toString(), status: 200, text: '' });
    }
  });
});

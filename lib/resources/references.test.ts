// Every reference a record makes declares what deleting the referenced record does, checked against the
// definitions and their schemas: a picker without `onDelete`, a number in a schema that is neither a declared
// reference nor one of its definition's `quantities`, or a declared path the schema does not have fails here. Reading and
// clearing the ids at a path is tested beside.
import type { z } from 'zod';
import { clearedAt, idsAt, REFERENCES, referencesOf } from './references';
import { RESOURCES, isResourceName, type ResourceName } from '@/areas/registry';
import type { FieldDef, ResourceDefinition } from './types';

const NAMES = Object.keys(RESOURCES) as ResourceName[];

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The shapes a schema may take, through optional, nullable, defaults, pipes (transforms) and unions. */
function variants(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return variants(def.innerType);
  if (def.type === 'pipe') return [...variants(def.in!), ...variants(def.out!)];
  if (def.type === 'union') return def.options!.flatMap(variants);
  if (def.type === 'intersection') return [...variants(def.left!), ...variants(def.right!)];
  return [schema];
}

/** Where a schema keeps numbers, as reference paths (`items[].product_id`, `images[]`), each with whether null is taken. */
function numberPaths(schema: z.ZodType, prefix = ''): Map<string, { takesNull: boolean }> {
  const paths = new Map<string, { takesNull: boolean }>();
  for (const object of variants(schema).filter((v) => defOf(v).type === 'object')) {
    for (const [key, child] of Object.entries(defOf(object).shape!)) {
      for (const value of variants(child)) {
        const def = defOf(value);
        if (def.type === 'number') paths.set(`${prefix}${key}`, { takesNull: child.safeParse(null).success });
        if (def.type !== 'array') continue;
        for (const element of variants(def.element!)) {
          if (defOf(element).type === 'number') paths.set(`${prefix}${key}[]`, { takesNull: false });
          if (defOf(element).type === 'object') for (const [path, facts] of numberPaths(element, `${prefix}${key}[].`)) paths.set(path, facts);
        }
      }
    }
  }
  return paths;
}

/** Each collection field with where it sits: top level, or in the rows of an array field (and that field). */
function collectionFields(fields: readonly FieldDef[]): { field: Extract<FieldDef, { type: 'collection' }>; array?: Extract<FieldDef, { type: 'array' }> }[] {
  return fields.flatMap((field) => {
    if (field.type === 'collection') return [{ field }];
    if (field.type === 'array') return field.of.flatMap((inner) => (inner.type === 'collection' ? [{ field: inner, array: field }] : []));
    return [];
  });
}

describe.each(NAMES)('references of %s', (name) => {
  const definition: ResourceDefinition = RESOURCES[name];
  const references = referencesOf(name);
  const paths = numberPaths(definition.schema);

  it('declare what deleting the picked record does on every collection field', () => {
    const undeclared = collectionFields(definition.fields)
      .filter(({ field, array }) => {
        if (field.onDelete) return false;
        // A custom editor's picker (a block's) is covered by the references declared under its array.
        return !(array?.component && references.some((r) => r.resource === field.resource && r.path.startsWith(`${array.name}[].`)));
      })
      .map(({ field, array }) => (array ? `${array.name}[].${field.name}` : field.name));
    expect(undeclared).toEqual([]);
  });

  it('declare every number of the schema as a reference, unless it is a listed quantity', () => {
    const quantities = RESOURCES[name].quantities ?? [];
    expect([...paths.keys()].filter((path) => !quantities.includes(path) && !references.some((r) => r.path === path))).toEqual([]);
    // …and the list names numbers the schema still has.
    expect(quantities.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('name declared resources at paths the schema has, clearing only where the schema takes null', () => {
    for (const reference of references) {
      expect({ path: reference.path, isResource: isResourceName(reference.resource) }).toEqual({ path: reference.path, isResource: true });
      expect({ path: reference.path, inSchema: paths.has(reference.path) }).toEqual({ path: reference.path, inSchema: true });
      // A list loses the id; one id becomes null, which the record's schema must take, or it would not save again.
      const isOneId = !reference.path.endsWith('[]');
      if (reference.onDelete === 'clear' && isOneId) expect({ path: reference.path, takesNull: paths.get(reference.path)?.takesNull }).toEqual({ path: reference.path, takesNull: true });
    }
  });
});

it('refuses the delete of every file in use: the file library counts uses and clears none', () => {
  expect(REFERENCES.filter((r) => r.resource === 'files' && r.onDelete !== 'refuse')).toEqual([]);
});

describe('ids at a reference path', () => {
  const record = {
    cover: 7,
    images: [7, 8],
    blocks: [
      { type: 'single_product', item_type: 0, item: 7 },
      { type: 'single_product', item_type: 1, item: 7 },
      { type: 'multiple_images', files: [8, 7] },
    ],
  };

  it('reads one id, a list, and ids in rows that match the condition', () => {
    expect(idsAt(record, { path: 'cover', resource: 'files', onDelete: 'refuse' })).toEqual([7]);
    expect(idsAt(record, { path: 'images[]', resource: 'files', onDelete: 'refuse' })).toEqual([7, 8]);
    expect(idsAt(record, { path: 'blocks[].item', resource: 'bundles', when: { item_type: 1 }, onDelete: 'refuse' })).toEqual([7]);
    expect(idsAt(record, { path: 'blocks[].files[]', resource: 'files', onDelete: 'refuse' })).toEqual([8, 7]);
  });

  it('clears one id to null and takes it out of lists, leaving rows the condition does not match', () => {
    expect(clearedAt(record, { path: 'cover', resource: 'files', onDelete: 'clear' }, 7).cover).toBeNull();
    expect(clearedAt(record, { path: 'images[]', resource: 'files', onDelete: 'clear' }, 7).images).toEqual([8]);
    expect(clearedAt(record, { path: 'blocks[].item', resource: 'products', when: { item_type: 0 }, onDelete: 'clear' }, 7).blocks.slice(0, 2)).toEqual([
      { type: 'single_product', item_type: 0, item: null },
      { type: 'single_product', item_type: 1, item: 7 },
    ]);
    expect(clearedAt(record, { path: 'blocks[].files[]', resource: 'files', onDelete: 'clear' }, 7).blocks[2]).toEqual({ type: 'multiple_images', files: [8] });
  });
});

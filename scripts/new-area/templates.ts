// The files `npm run new:area` writes for a simple area: a list and create/update forms for both roles,
// its menu place and icon, its sandbox part (a rule beside the schema and demo data), a unit test and an
// end-to-end spec. Each template is the smallest working example of its part; docs/adding-an-area.md says
// what an area may add later.

/** What the templates are filled with. */
export interface AreaNames {
  /** The folder, the upstream resource and the path: `allergy-notes`. */
  area: string;
  /** Plural title: `Allergy notes`. */
  title: string;
  /** One record: `Allergy note`. */
  singular: string;
  /** camelCase of the singular, for exported names: `allergyNote`. */
  camel: string;
  /** camelCase of the area: `allergyNotes`. */
  camelPlural: string;
  /** The menu group the list sits in, if any (`products-group`); a top-level entry draws its own icon. */
  group?: string;
  /** Its place in the menu (beside the entries of its group, or at the top level). */
  order: number;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function accessFile(n: AreaNames): string {
  const menu = n.group ? `{ group: '${n.group}', order: ${n.order} }` : `{ order: ${n.order} }`;
  return `// ${n.title} (both roles): the list and its create and update forms. Who may do what is said here once:
// the route table, the menu entry, the guard, the BFF's grants, the sandbox's checks and the buttons follow.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: '${n.area}',
  title: '${n.title}',
  path: '/${n.area}',
  menu: ${menu},
  grants: grantAll(BOTH),
  screens: { create: true, update: true },
});
`;
}

export function definitionFile(n: AreaNames): string {
  return `// ${n.title}: the schema the form, the BFF and the sandbox share, and the list and form the generic screens draw.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { optionalText, regionSchema, requiredText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'active', label: 'Active', colour: 'green' },
  { value: 'inactive', label: 'Inactive', colour: 'gray' },
];

export const ${n.camel}Schema = z.object({
  name: requiredText('Name', 80).pipe(z.string().min(2, 'Name must be at least 2 characters')),
  region: regionSchema,
  status: z.enum(['active', 'inactive'], { error: 'Pick a status' }),
  notes: optionalText('Notes', 500),
});

export type ${n.camel.charAt(0).toUpperCase()}${n.camel.slice(1)} = z.output<typeof ${n.camel}Schema>;

export const ${n.camelPlural}Resource = defineResource({
  resource: '${n.area}',
  singular: '${n.singular}',
  schema: ${n.camel}Schema,
  regionField: 'region',
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 80 },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: STATUS_CHOICES },
    { type: 'string', name: 'notes', label: 'Notes', format: 'textarea', maxLength: 500 },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'date' },
  ],
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: STATUS_CHOICES },
  ],
  defaults: { name: '', region: 'gb', status: 'active', notes: null },
});
`;
}

export function definitionTestFile(n: AreaNames): string {
  return `// ${n.title}' schema takes a good record and its own defaults, and refuses a bad one with the form's words.
import { ${n.camelPlural}Resource, ${n.camel}Schema } from './definition';
import { nameTakenIn } from './sandbox/rules';

describe('${lower(n.singular)} schema', () => {
  it('takes a good record, trimming its name and keeping no empty notes', () => {
    expect(${n.camel}Schema.parse({ name: '  Pollen  ', region: 'gb', status: 'active', notes: '' })).toEqual({ name: 'Pollen', region: 'gb', status: 'active', notes: null });
  });

  it('refuses a short name, an unknown region and a missing status, saying which field', () => {
    const parsed = ${n.camel}Schema.safeParse({ name: 'P', region: 'fr' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ name: 'Name must be at least 2 characters', region: 'Region must be gb or us', status: 'Pick a status' });
  });

  it('needs only a name on top of its defaults', () => {
    expect(${n.camel}Schema.safeParse(${n.camelPlural}Resource.defaults).success).toBe(false);
    expect(${n.camel}Schema.safeParse({ ...${n.camelPlural}Resource.defaults, name: 'Dust' }).success).toBe(true);
  });
});

describe('one name per region (the sandbox rule)', () => {
  const stored = [
    { id: 1, name: 'Pollen', region: 'gb' },
    { id: 2, name: 'Pollen', region: 'us' },
  ];

  it('refuses a name another record of the region holds, whatever its case', () => {
    expect(nameTakenIn(stored, { name: 'pollen', region: 'gb' }, null)).toBe(true);
  });

  it('lets a record keep its own name, and the same name live in another region', () => {
    expect(nameTakenIn(stored, { name: 'Pollen', region: 'gb' }, 1)).toBe(false);
    expect(nameTakenIn(stored.slice(0, 1), { name: 'Pollen', region: 'us' }, null)).toBe(false);
  });
});
`;
}

export function sandboxRulesFile(n: AreaNames): string {
  return `// ${n.title}' rules beside the schema, as plain functions of the stored records so a unit test reads them.

/** Whether another record than \`id\` holds \`record\`'s name in its region (names compared without case). */
export function nameTakenIn(stored: readonly Readonly<Record<string, unknown>>[], record: Readonly<Record<string, unknown>>, id: number | null): boolean {
  const name = String(record.name ?? '').toLowerCase();
  return stored.some((other) => other.id !== id && other.region === record.region && String(other.name ?? '').toLowerCase() === name);
}
`;
}

export function sandboxFile(n: AreaNames): string {
  return `// ${n.title}' part of the stand-in API (sandbox/area.ts): one name per region (422 on the name field), and
// demo records of both regions, enough for two pages of the list. The generic REST serves the rest from the
// definition alone.
import { ${n.camel}Schema } from '@/areas/${n.area}/definition';
import { SEED_EPOCH, StampSeries, type SandboxArea } from '@/sandbox/area';
import { nameTakenIn } from './rules';

const NAMES = ['Pollen', 'Dust mites', 'Pet dander', 'Mould spores', 'Peanuts', 'Tree nuts', 'Shellfish', 'Latex', 'Wasp stings', 'Penicillin', 'Sesame', 'Gluten', 'Milk', 'Eggs', 'Soya', 'Mustard'];

export const ${n.camelPlural}Sandbox: SandboxArea = {
  name: '${n.area}',
  checks: {
    '${n.area}'(store, record, id) {
      const errors: Record<string, string> = {};
      if (nameTakenIn(store.all('${n.area}'), record, id)) errors.name = 'Another record of this region has this name';
      return errors;
    },
  },
  seed({ store }) {
    // Stamps of its own, so the areas seeded before keep theirs.
    const stamps = new StampSeries(SEED_EPOCH, 53 * 60_000);
    for (const region of ['gb', 'us'] as const) {
      NAMES.forEach((name, i) => {
        const data = ${n.camel}Schema.parse({ name, region, status: i % 4 === 3 ? 'inactive' : 'active', notes: i % 3 === 0 ? \`Seen most in \${region === 'gb' ? 'spring' : 'summer'}.\` : '' });
        store.insert('${n.area}', { ...data, ...stamps.next() });
      });
    }
  },
};
`;
}

export function menuIconFile(n: AreaNames): string {
  return `// The icon of ${lower(n.title)}' top-level menu entry, drawn on the server with the menu (areas/menu-icons.ts).
import 'server-only';
import { Icon, type IconProps } from '@/components/shell/icons';

export const menuIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Icon>
);
`;
}

export function e2eSpecFile(n: AreaNames): string {
  const heading = lower(n.singular);
  return `// ${n.title} as staff use them: the list of the demo records, a create refused while the name is missing and
// then saved, the record edited, a second one of the same name in its region refused by the upstream's rule
// (the field says why), and the record deleted. Axe on the form.
import { expectNoSeriousViolations } from '../../e2e/support/axe';
import { uniqueName } from '../../e2e/support/catalogue';
import { expect, test } from '../../e2e/support/fixtures';

test('an editor lists, creates, edits and deletes ${lower(n.title)}', async ({ editorPage: page }) => {
  const name = uniqueName('E2E ${n.singular}');
  await page.goto('/${n.area}');
  await expect(page.getByRole('table', { name: '${n.title}' }).getByRole('row', { name: /Dust mites/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New ${heading}' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousViolations(page, '/${n.area}/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('${n.singular} created')).toBeVisible();

  await page.goto('/${n.area}');
  await page.getByLabel('Search').fill(name);
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Edit ${heading}' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Worse after rain.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('${n.singular} updated')).toBeVisible();
  const editUrl = page.url();

  await page.goto('/${n.area}/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  // The form's summary and the field both say why.
  await expect(page.getByText('Another record of this region has this name')).toHaveCount(2);

  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this ${heading}?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('${n.singular} deleted')).toBeVisible();
});
`;
}

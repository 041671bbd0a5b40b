// The names QA can rely on, per screen: its route, roles, landmarks, heading and the accessible names of
// its controls, derived from the route table (lib/routes.ts) and the area definitions (areas/registry.ts)
// for the screens the generic list and form draw. docs/qa.md is rendered from this (npm run qa:docs), and
// the accessibility walk (e2e/a11y.spec.ts) checks each screen it opens against it, so the document and
// the screens cannot disagree unseen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { stepQuestion } from '@/lib/resources/step-words';
import type { FieldDef, ResourceMeta, WorkflowStep } from '@/lib/resources/types';
import { ROUTES, type Role, type RouteDef } from '@/lib/routes';

/** ARIA roles a QA suite finds things by (`page.getByRole(role, { name })`). */
export type QaRole =
  | 'alertdialog'
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'group'
  | 'heading'
  | 'link'
  | 'region'
  | 'searchbox'
  | 'spinbutton'
  | 'table'
  | 'textbox'
  | 'toolbar';

export interface QaControl {
  role: QaRole;
  /** The accessible name, exactly. */
  name: string;
  /** Shown only to these roles; every role of the screen when absent. */
  roles?: readonly Role[];
  /** When it shows, if not as the screen opens: once a row is selected, in a record's drawer, … */
  when?: string;
  /** Drawn as the screen opens for its roles, so the accessibility walk finds it (`when` is then absent). */
  isWalked: boolean;
}

export interface QaScreen {
  /** Route pattern (`/products/update/:id`). */
  route: string;
  roles: readonly Role[];
  /** The level-1 heading. */
  heading: string;
  /** `list`, `create` and `update` are the generic screens; `screen` one of its own (its spec names its controls). */
  kind: 'list' | 'create' | 'update' | 'screen';
  resource?: ResourceName;
  /** Landmarks and named regions besides the shell's (banner, "Main navigation", main, "Notifications"). */
  landmarks: readonly string[];
  controls: readonly QaControl[];
}

/** The landmarks every signed-in screen has. */
export const SHELL_LANDMARKS = ['banner', 'navigation "Main navigation"', 'main', 'region "Notifications"'] as const;

const ROOT = join(__dirname, '..', '..');

/** The page file that draws a route: its own, or the generic `[area]` one. */
function pageSource(route: RouteDef): { source: string; isGenericPage: boolean } {
  const own = join(ROOT, 'app', '(console)', ...route.pattern.split('/').filter(Boolean).map((part) => (part === ':id' ? '[id]' : part)), 'page.tsx');
  if (existsSync(own)) return { source: readFileSync(own, 'utf8'), isGenericPage: false };
  return { source: '', isGenericPage: true };
}

/** Which generic screen a route is, if the generic list or form draws it. */
function genericKind(route: RouteDef): { kind: 'list' | 'create' | 'update'; resource: ResourceName; isSectioned: boolean; isGenericPage: boolean } | undefined {
  if (!route.resource || !(route.resource in RESOURCES)) return undefined;
  const resource = route.resource as ResourceName;
  const { basePath } = RESOURCES[resource];
  const kind = route.pattern === basePath ? 'list' : route.pattern === `${basePath}/create` ? 'create' : route.pattern === `${basePath}/update/:id` ? 'update' : undefined;
  if (!kind) return undefined;
  const { source, isGenericPage } = pageSource(route);
  const draws = isGenericPage || source.includes(kind === 'list' ? '<ResourceListScreen' : '<ResourceForm');
  return draws ? { kind, resource, isSectioned: source.includes('layout="sections"'), isGenericPage } : undefined;
}

const SORT_BREAKPOINTS = { md: '768', lg: '1024', xl: '1280', '2xl': '1536' } as const;

function stepControls(meta: ResourceMeta, step: WorkflowStep, where: string, count: 'one' | 'many'): QaControl[] {
  const noun = meta.singular.toLowerCase();
  const controls: QaControl[] = [{ role: 'button', name: step.label, when: where, isWalked: false }];
  const needs = (step.needs ?? []).map((name) => meta.fields.find((field) => field.name === name)).filter((field): field is FieldDef => Boolean(field));
  // A step that needs values or says something first asks in a dialog; a low-risk one runs at once.
  if (needs.length || step.confirm || step.tone === 'danger' || (count === 'many' && !step.undoable)) {
    const question = stepQuestion(step.label, count === 'one' ? `this ${noun}` : `2 ${meta.label.toLowerCase()}`, noun);
    const when = `after ${step.label}${count === 'many' ? ' on a selection (the count is the selection’s)' : ''}`;
    controls.push({ role: step.tone === 'danger' ? 'alertdialog' : 'dialog', name: question, when, isWalked: false });
    for (const field of needs) controls.push({ role: 'textbox', name: field.label, when: `in “${question}”`, isWalked: false });
    controls.push({ role: 'button', name: step.label, when: `in “${question}”, beside Cancel`, isWalked: false });
  }
  return controls;
}

function listControls(meta: ResourceMeta): QaControl[] {
  const controls: QaControl[] = [
    { role: 'searchbox', name: 'Search', isWalked: true },
    ...meta.filters.map((filter): QaControl => ({ role: 'combobox', name: filter.label, isWalked: true })),
    ...(meta.dateRange ? (['from', 'to'] as const).map((bound): QaControl => ({ role: 'textbox', name: `${meta.dateRange!.label} ${bound}`, isWalked: true })) : []),
    ...(meta.csvExport ? [{ role: 'link', name: 'Export CSV', isWalked: true } as const] : []),
    { role: 'button', name: 'Columns', isWalked: true },
    { role: 'button', name: 'Views', isWalked: true },
    ...(meta.actions.create ? [{ role: 'link', name: 'Create', isWalked: true } as const] : []),
    { role: 'table', name: meta.label, isWalked: true },
    ...meta.columns
      .filter((column) => column.sortable)
      .map((column): QaControl =>
        column.hideBelow
          ? { role: 'button', name: column.label, when: `sorts; shown from ${SORT_BREAKPOINTS[column.hideBelow]} px wide`, isWalked: false }
          : { role: 'button', name: column.label, when: undefined, isWalked: true },
      ),
    { role: 'combobox', name: 'Rows per page', isWalked: true },
    { role: 'button', name: 'Previous page', isWalked: true },
    { role: 'button', name: 'Next page', isWalked: true },
  ];
  const bulkSteps = meta.workflow?.steps.filter((step) => step.bulk !== false) ?? [];
  if (bulkSteps.length) {
    controls.push(
      { role: 'checkbox', name: 'Select all rows on this page', isWalked: true },
      { role: 'checkbox', name: `Select <${meta.columns[0].label.toLowerCase()}>`, when: 'one per row', isWalked: false },
      { role: 'toolbar', name: 'Bulk actions', when: 'once a row is selected', isWalked: false },
      ...bulkSteps.flatMap((step) => stepControls(meta, step, 'in the Bulk actions toolbar', 'many')),
      { role: 'button', name: 'Clear selection', when: 'in the Bulk actions toolbar', isWalked: false },
    );
  }
  if (meta.detail) {
    const detail = meta.detail;
    const param = detail.param ?? meta.singular.toLowerCase();
    const where = `in the drawer (?${param}=<id>)`;
    controls.push(
      { role: 'dialog', name: `<the record’s ${detail.titleField.replaceAll('_', ' ')}>`, when: `a row’s link or ?${param}=<id> opens it`, isWalked: false },
      ...[...detail.sections.map((section) => section.title), ...(detail.related ?? []).map((related) => related.title)].map((title): QaControl => ({ role: 'region', name: title, when: where, isWalked: false })),
      ...(meta.workflow?.steps ?? []).flatMap((step) => stepControls(meta, step, where, 'one')),
      { role: 'button', name: `Close ${meta.singular.toLowerCase()}`, when: where, isWalked: false },
    );
  }
  return controls;
}

/** The role a field's input takes, for the kinds of field the generic form draws itself. */
function fieldRole(field: FieldDef): QaRole | undefined {
  switch (field.type) {
    case 'string':
      return field.format === 'lines' ? undefined : 'textbox';
    case 'number':
      // Money is typed as text ("4.99"); whole numbers step.
      return field.format === 'money' ? 'textbox' : 'spinbutton';
    case 'date':
      return 'textbox';
    case 'boolean':
      return 'checkbox';
    case 'option':
      return field.multiple ? 'group' : 'combobox';
    default:
      return undefined;
  }
}

function formControls(meta: ResourceMeta, kind: 'create' | 'update', { isSectioned, isGenericPage }: { isSectioned: boolean; isGenericPage: boolean }): QaControl[] {
  const title = `${kind === 'create' ? 'New' : 'Edit'} ${meta.singular.toLowerCase()}`;
  const controls: QaControl[] = [{ role: 'form', name: title, isWalked: true }];
  for (const field of meta.fields) {
    if (field.type === 'placeholder') {
      controls.push({ role: isSectioned ? 'button' : 'heading', name: field.label, when: isSectioned ? 'a section of the form' : 'a heading inside the form', isWalked: false });
      continue;
    }
    if (field.readOnly && kind === 'create') continue;
    const notes = [
      field.regions ? `for ${field.regions.join(' and ')} records` : '',
      field.readOnly ? 'read-only' : '',
      isSectioned ? 'in its section' : '',
    ].filter(Boolean);
    if (field.type === 'array') {
      controls.push({ role: 'button', name: `Add ${field.itemLabel.toLowerCase()}`, when: notes.join(', ') || undefined, isWalked: false });
      continue;
    }
    const role = field.type === 'collection' ? 'combobox' : fieldRole(field);
    if (!role) continue;
    // The walk looks for the fields the generic form draws itself, on the screens its generic page draws.
    const isWalked = isGenericPage && !isSectioned && !field.component && field.type !== 'collection' && !field.regions && !field.readOnly && notes.length === 0;
    controls.push({ role, name: field.label, when: notes.join(', ') || (field.component || field.type === 'collection' ? 'a picker' : undefined), isWalked });
  }
  controls.push({ role: 'button', name: 'Save', isWalked: true }, { role: 'link', name: 'Cancel', isWalked: true });
  if (kind === 'update' && meta.actions.delete) {
    const noun = meta.singular.toLowerCase();
    controls.push(
      { role: 'button', name: 'Delete', isWalked: true },
      { role: 'alertdialog', name: `Delete this ${noun}?`, when: 'after Delete', isWalked: false },
      { role: 'button', name: 'Delete', when: `in “Delete this ${noun}?”, beside Cancel`, isWalked: false },
    );
  }
  return controls;
}

/** The same control for several roles becomes one, naming the roles only when they are fewer than the screen's. */
function mergeByRole(screenRoles: readonly Role[], perRole: readonly (readonly [Role, readonly QaControl[]])[]): QaControl[] {
  const merged = new Map<string, { control: QaControl; roles: Role[] }>();
  for (const [role, controls] of perRole) {
    for (const control of controls) {
      const key = `${control.role}|${control.name}|${control.when ?? ''}`;
      const entry = merged.get(key) ?? { control, roles: [] };
      entry.roles.push(role);
      merged.set(key, entry);
    }
  }
  return [...merged.values()].map(({ control, roles }) => (roles.length < screenRoles.length ? { ...control, roles } : control));
}

function describeScreen(route: RouteDef): QaScreen {
  const generic = genericKind(route);
  if (!generic) return { route: route.pattern, roles: route.roles, heading: route.title, kind: 'screen', landmarks: [], controls: [] };
  const { kind, resource } = generic;
  const perRole = route.roles.map((role) => {
    const meta = resourceMetaForRole(resource, role);
    return [role, kind === 'list' ? listControls(meta) : formControls(meta, kind, generic)] as const;
  });
  const meta = RESOURCES[resource];
  const heading = kind === 'list' ? meta.label : `${kind === 'create' ? 'New' : 'Edit'} ${meta.singular.toLowerCase()}`;
  const landmarks = kind === 'list' ? [`table "${meta.label}"`] : [`form "${heading}"`];
  return { route: route.pattern, roles: route.roles, heading, kind, resource, landmarks, controls: mergeByRole(route.roles, perRole) };
}

/** Every screen of the route table, in its order. */
export const QA_SCREENS: readonly QaScreen[] = ROUTES.map(describeScreen);

/** The screen a route pattern opens. */
export function qaScreen(route: string): QaScreen | undefined {
  return QA_SCREENS.find((screen) => screen.route === route);
}

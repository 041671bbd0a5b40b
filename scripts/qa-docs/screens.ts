// The names QA can rely on, per screen: its route, roles, landmarks, heading and the accessible names of
// its controls, derived from the route table (lib/routes.ts) and the area definitions (areas/registry.ts)
// for the screens the generic list and form draw. docs/qa.md is rendered from this (npm run qa:docs), and
// the accessibility walk (e2e/a11y.spec.ts) checks each screen it opens against it, so the document and
// the screens cannot disagree unseen.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SCREEN_QA_NAMES } from '@/areas/qa-names';
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { PAGER_QA_NAMES, type PageScreen, type QaClick, type QaName, type QaReveal, type QaRole, type QaScreenNames } from '@/lib/qa-names';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { countedNoun, stepQuestion } from '@/lib/resources/step-words';
import type { FieldDef, ResourceMeta, WorkflowStep } from '@/lib/resources/types';
import { ROUTES, type Role, type RouteDef } from '@/lib/routes';

export type { QaRole, QaReveal } from '@/lib/qa-names';

export interface QaControl extends QaName {
  /** Drawn as the screen opens for its roles, so the accessibility walk finds it (`when` is then absent, or says there are several). */
  isWalked: boolean;
}

export interface QaScreen {
  /** Route pattern (`/products/update/:id`). */
  route: string;
  roles: readonly Role[];
  /** The level-1 heading; `<…>` stands for a record's own value. */
  heading: string;
  /** `list`, `create` and `update` are the generic screens; `screen` one of its own (areas/qa-names.ts names its parts). */
  kind: 'list' | 'create' | 'update' | 'screen';
  resource?: ResourceName;
  /** Landmarks and named regions besides the shell's (banner, "Main navigation", main, "Notifications"). */
  landmarks: readonly string[];
  controls: readonly QaControl[];
  /** What the accessibility walk clicks open on this screen, checking the controls `revealedBy` each. */
  reveals: readonly QaReveal[];
}

/** The landmarks every signed-in screen has. */
export const SHELL_LANDMARKS = ['banner', 'navigation "Main navigation"', 'main', 'region "Notifications"'] as const;

const ROOT = join(__dirname, '..', '..');

/** Loads a page's declaration by its path at run time (under tsx, jest and Playwright alike). */
const loadModule = createRequire(__filename);

/**
 * What a route's page says it draws: its `page-screen.ts` declaration where it has a page file of its own
 * (none: a screen of its own), or the generic `[area]` pages' list and forms.
 */
function pageScreen(route: RouteDef): PageScreen | undefined {
  const folder = join(ROOT, 'app', '(console)', ...route.pattern.split('/').filter(Boolean).map((part) => (part === ':id' ? '[id]' : part)));
  const declaration = join(folder, 'page-screen.ts');
  if (existsSync(declaration)) return (loadModule(declaration) as { PAGE_SCREEN: PageScreen }).PAGE_SCREEN;
  if (existsSync(join(folder, 'page.tsx'))) return undefined;
  return { draws: route.pattern.endsWith('/create') ? 'create' : route.pattern.endsWith('/update/:id') ? 'update' : 'list' };
}

/** Which generic screen a route is, if the generic list or form draws it. */
function genericKind(route: RouteDef): { kind: 'list' | 'create' | 'update'; resource: ResourceName; isSectioned: boolean; isRestricted: boolean } | undefined {
  if (!route.resource || !(route.resource in RESOURCES)) return undefined;
  const resource = route.resource as ResourceName;
  const { basePath } = RESOURCES[resource];
  const kind = route.pattern === basePath ? 'list' : route.pattern === `${basePath}/create` ? 'create' : route.pattern === `${basePath}/update/:id` ? 'update' : undefined;
  const screen = kind ? pageScreen(route) : undefined;
  if (!kind || screen?.draws !== kind) return undefined;
  return { kind, resource, isSectioned: screen.layout === 'sections', isRestricted: screen.isRestricted === true };
}

const SORT_BREAKPOINTS = { md: '768', lg: '1024', xl: '1280', '2xl': '1536' } as const;

/**
 * The parts that show only after a click which the accessibility walk opens, on a representative set of
 * the generic screens (each click costs the walk time): a record's drawer, the bulk-selection bar, a bulk
 * step's confirmation and an update form's delete confirmation. The screens of their own declare theirs
 * (areas/qa-names.ts).
 */
const WALKED_REVEALS: Readonly<Record<string, readonly ('drawer' | 'selection' | 'bulk-step' | 'delete')[]>> = {
  '/orders': ['drawer'],
  '/content': ['selection', 'bulk-step'],
  '/content-categories/update/:id': ['delete'],
};

/** The bulk step whose confirmation the walk opens, and the filtered list it does it on (where the step applies to every row). */
const WALKED_BULK_STEP: Readonly<Record<string, { step: string; path: string }>> = {
  '/content': { step: 'Send for review', path: '/content?status=draft' },
};

const SELECT_ALL: QaClick = { role: 'checkbox', name: 'Select all rows on this page' };
const CLEAR_SELECTION: QaClick = { role: 'button', name: 'Clear selection', within: { role: 'toolbar', name: 'Bulk actions' } };

function stepControls(meta: ResourceMeta, step: WorkflowStep, where: string, count: 'one' | 'many', revealedBy?: string): QaControl[] {
  const noun = meta.singular.toLowerCase();
  const controls: QaControl[] = [{ role: 'button', name: step.label, when: where, isWalked: false }];
  const needs = (step.needs ?? []).map((name) => meta.fields.find((field) => field.name === name)).filter((field): field is FieldDef => Boolean(field));
  // A step that needs values or says something first asks in a dialog; a low-risk one runs at once.
  if (needs.length || step.confirm || step.tone === 'danger' || (count === 'many' && !step.undoable)) {
    // A selection of one is asked about as "this <noun>", as in the drawer.
    const question = stepQuestion(step.label, countedNoun(count === 'one' ? 1 : '<count>', noun), noun);
    const when = `after ${step.label}${count === 'many' ? ' on a selection of several' : ''}`;
    const shown = (control: Omit<QaControl, 'isWalked' | 'revealedBy'>): QaControl => ({ ...control, isWalked: false, ...(revealedBy ? { revealedBy } : {}) });
    controls.push(shown({ role: step.tone === 'danger' ? 'alertdialog' : 'dialog', name: question, when }));
    for (const field of needs) controls.push(shown({ role: 'textbox', name: field.label, when: `in “${question}”` }));
    controls.push(shown({ role: 'button', name: step.label, when: `in “${question}”, beside Cancel` }), shown({ role: 'button', name: 'Cancel', when: `in “${question}”` }));
  }
  return controls;
}

/**
 * A step on every record that matches (docs/api-contract.md#status-jobs): the toolbar's "Select all" once the
 * whole page is selected, then the job's dialog as it asks, works (progress and Stop) and ends.
 */
function allMatchingControls(meta: ResourceMeta, bulkSteps: readonly WorkflowStep[]): QaControl[] {
  if (!bulkSteps.some((step) => !step.needs?.length)) return [];
  const many = countedNoun('<count>', meta.singular.toLowerCase());
  const after = 'after a step on all that match';
  return [
    { role: 'button', name: 'Select all <count> that match', when: 'in the Bulk actions toolbar, once every row of the page is selected and more match', isWalked: false },
    { role: 'dialog', name: `<step>: working through ${many}`, when: `${after}, while it runs (it asks first as on a selection)`, isWalked: false },
    { role: 'progressbar', name: 'Progress', when: 'in the working dialog', isWalked: false },
    { role: 'button', name: 'Stop', when: 'in the working dialog', isWalked: false },
    { role: 'dialog', name: '<step>: done', when: `${after}, once it has worked through them all`, isWalked: false },
    { role: 'dialog', name: '<step>: stopped', when: `${after}, once Stop was pressed`, isWalked: false },
    { role: 'button', name: 'Close', when: 'in the done or stopped dialog', isWalked: false },
  ];
}

interface ListOptions {
  route: string;
  /** The screen draws the list's Create link (a screen of its own may offer its own instead). */
  hasCreate: boolean;
  /** The screen opens the area's generic drawer (a screen of its own may draw its own). */
  hasDetail: boolean;
}

function listControls(meta: ResourceMeta, { route, hasCreate, hasDetail }: ListOptions): QaControl[] {
  const walks = WALKED_REVEALS[route] ?? [];
  const controls: QaControl[] = [
    { role: 'searchbox', name: 'Search', isWalked: true },
    ...meta.filters.map((filter): QaControl => ({ role: 'combobox', name: filter.label, isWalked: true })),
    ...(meta.dateRange ? (['from', 'to'] as const).map((bound): QaControl => ({ role: 'textbox', name: `${meta.dateRange!.label} ${bound}`, isWalked: true })) : []),
    ...(meta.csvExport ? [{ role: 'link', name: 'Export CSV', isWalked: true } as const] : []),
    { role: 'button', name: 'Columns', isWalked: true },
    { role: 'button', name: 'Views', isWalked: true },
    ...(hasCreate && meta.actions.create ? [{ role: 'link', name: 'Create', isWalked: true } as const] : []),
    {
      role: 'button',
      name: `Show <count> new ${meta.label.toLowerCase()}`,
      when: `above the table, when colleagues added records that would enter the view (live updates; "Show 1 new ${meta.singular.toLowerCase()}" for one)`,
      isWalked: false,
    },
    { role: 'table', name: meta.label, isWalked: true },
    ...meta.columns
      .filter((column) => column.sortable)
      .map((column): QaControl =>
        column.hideBelow
          ? { role: 'button', name: column.label, when: `sorts; shown from ${SORT_BREAKPOINTS[column.hideBelow]} px wide`, isWalked: false }
          : { role: 'button', name: column.label, when: undefined, isWalked: true },
      ),
    { role: 'combobox', name: 'Rows per page', isWalked: true },
    ...PAGER_QA_NAMES.map(({ isOnOpen, ...name }): QaControl => ({ ...name, isWalked: !name.when || isOnOpen === true })),
  ];
  const bulkSteps = meta.workflow?.steps.filter((step) => step.bulk !== false) ?? [];
  if (bulkSteps.length) {
    const selection = walks.includes('selection') ? 'selection' : undefined;
    const walkedStep = walks.includes('bulk-step') ? WALKED_BULK_STEP[route]?.step : undefined;
    controls.push(
      { role: 'checkbox', name: 'Select all rows on this page', isWalked: true },
      { role: 'checkbox', name: `Select <${meta.columns[0].label.toLowerCase()}>`, when: 'one per row', isWalked: true },
      { role: 'toolbar', name: 'Bulk actions', when: 'once a row is selected', isWalked: false, ...(selection ? { revealedBy: selection } : {}) },
      ...bulkSteps.flatMap((step) => stepControls(meta, step, 'in the Bulk actions toolbar, when it applies to every selected record', 'many', step.label === walkedStep ? 'bulk-step' : undefined)),
      { role: 'button', name: 'Clear selection', when: 'in the Bulk actions toolbar', isWalked: false, ...(selection ? { revealedBy: selection } : {}) },
      ...allMatchingControls(meta, bulkSteps),
    );
  }
  if (meta.detail && hasDetail) {
    const detail = meta.detail;
    const param = detail.param ?? meta.singular.toLowerCase();
    const where = `in the drawer (?${param}=<id>)`;
    const drawer = walks.includes('drawer') ? { revealedBy: 'drawer' } : {};
    controls.push(
      { role: 'dialog', name: `<the record’s ${detail.titleField.replaceAll('_', ' ')}>`, when: `a row’s link or ?${param}=<id> opens it`, isWalked: false, ...drawer },
      ...[...detail.sections.map((section) => section.title), ...(detail.related ?? []).map((related) => related.title)].map((title): QaControl => ({ role: 'region', name: title, when: where, isWalked: false, ...drawer })),
      // A record's steps are those its status allows, so the walk does not look for them.
      ...(meta.workflow?.steps ?? []).flatMap((step) => stepControls(meta, step, `${where}, when its status allows`, 'one')),
      { role: 'button', name: `Close ${meta.singular.toLowerCase()}`, when: where, isWalked: false, ...drawer },
    );
  }
  return controls;
}

/** What the walk clicks for each reveal of a generic list. */
function listReveals(meta: ResourceMeta, route: string): QaReveal[] {
  return (WALKED_REVEALS[route] ?? []).flatMap((key): QaReveal[] => {
    if (key === 'drawer') {
      const noun = meta.singular.toLowerCase();
      return [
        {
          key,
          label: 'opening the first row’s drawer',
          open: [{ role: 'link', name: `<${meta.columns[0].label.toLowerCase()}>`, within: { role: 'table', name: meta.label } }],
          close: [{ role: 'button', name: `Close ${noun}` }],
        },
      ];
    }
    if (key === 'selection') return [{ key, label: 'selecting the rows of the page', open: [SELECT_ALL], close: [CLEAR_SELECTION] }];
    if (key === 'bulk-step') {
      const walked = WALKED_BULK_STEP[route];
      if (!walked) return [];
      const step = meta.workflow?.steps.find((candidate) => candidate.label === walked.step);
      if (!step) throw new Error(`${route}: no bulk step ${walked.step}`);
      const question = stepQuestion(step.label, countedNoun('<count>', meta.singular.toLowerCase()), meta.singular.toLowerCase());
      return [
        {
          key,
          label: `${step.label} on the rows of ${walked.path}, then Cancel`,
          path: walked.path,
          open: [SELECT_ALL, { role: 'button', name: step.label, within: { role: 'toolbar', name: 'Bulk actions' } }],
          close: [{ role: 'button', name: 'Cancel', within: { role: step.tone === 'danger' ? 'alertdialog' : 'dialog', name: question } }, CLEAR_SELECTION],
        },
      ];
    }
    return [];
  });
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

interface FormOptions {
  route: string;
  isSectioned: boolean;
  /** The page restricts the form (fields locked for a role or a record), so its fields are not looked for. */
  isRestricted: boolean;
}

function formControls(meta: ResourceMeta, kind: 'create' | 'update', { route, isSectioned, isRestricted }: FormOptions): QaControl[] {
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
    // The walk looks for the fields the generic form draws itself, whichever page mounts it, unless the
    // page lays it out in sections (closed ones hide their fields) or locks fields.
    const isWalked = !isSectioned && !isRestricted && !field.component && field.type !== 'collection' && !field.regions && !field.readOnly && notes.length === 0;
    controls.push({ role, name: field.label, when: notes.join(', ') || (field.component || field.type === 'collection' ? 'a picker' : undefined), isWalked });
  }
  controls.push({ role: 'button', name: 'Save', isWalked: true }, { role: 'link', name: 'Cancel', isWalked: true });
  if (kind === 'update') {
    // The record's History section under the form (components/resource/history): its panel loads when opened.
    controls.push(
      { role: 'region', name: 'History', when: 'below the form', isWalked: false },
      { role: 'button', name: 'Show history', when: 'in “History”; then “Hide history”', isWalked: false },
      { role: 'list', name: `Changes to this ${meta.singular.toLowerCase()}, newest first`, when: 'once the history is shown', isWalked: false },
      { role: 'button', name: 'Restore this version', when: 'on each older entry; asks “Restore this version?”', isWalked: false },
    );
  }
  if (kind === 'update' && meta.actions.delete) {
    const noun = meta.singular.toLowerCase();
    const revealedBy = WALKED_REVEALS[route]?.includes('delete') ? { revealedBy: 'delete' } : {};
    controls.push(
      { role: 'button', name: 'Delete', isWalked: true },
      { role: 'alertdialog', name: `Delete this ${noun}?`, when: 'after Delete', isWalked: false, ...revealedBy },
      { role: 'button', name: 'Delete', when: `in “Delete this ${noun}?”, beside Cancel`, isWalked: false, ...revealedBy },
      { role: 'button', name: 'Cancel', when: `in “Delete this ${noun}?”`, isWalked: false, ...revealedBy },
    );
  }
  return controls;
}

function formReveals(meta: ResourceMeta, route: string): QaReveal[] {
  if (!WALKED_REVEALS[route]?.includes('delete')) return [];
  const question = `Delete this ${meta.singular.toLowerCase()}?`;
  return [
    {
      key: 'delete',
      label: 'Delete, then Cancel',
      open: [{ role: 'button', name: 'Delete' }],
      close: [{ role: 'button', name: 'Cancel', within: { role: 'alertdialog', name: question } }],
    },
  ];
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

const LANDMARK_ROLES: readonly QaRole[] = ['form', 'region', 'search', 'table'];

/** A screen of its own, from what it declares beside its code (areas/qa-names.ts). */
function ownScreen(route: RouteDef, names: QaScreenNames): QaScreen {
  const reveals = names.reveals ?? [];
  const revealKeys = new Set(reveals.map((reveal) => reveal.key));
  for (const control of names.controls) {
    if (control.revealedBy && !revealKeys.has(control.revealedBy)) throw new Error(`${route.pattern}: ${control.role} "${control.name}" names no reveal ${control.revealedBy}`);
  }
  const own = ({ isOnOpen, ...control }: QaName): QaControl => ({ ...control, isWalked: !control.when || isOnOpen === true });
  const landmarks = names.landmarks.map(own);
  const resource = route.resource as ResourceName | undefined;
  const list = names.genericList && resource && resource in RESOURCES ? names.genericList : undefined;
  const listed = list
    ? mergeByRole(
        route.roles,
        route.roles.map((role) => [role, listControls(resourceMetaForRole(resource!, role), { route: route.pattern, hasCreate: list.create, hasDetail: list.detail ?? true })] as const),
      )
    : [];
  // A landmark is checked where the controls name it; the list's table is among its controls.
  const controls = [...landmarks.filter((landmark) => !names.controls.some((control) => control.role === landmark.role && control.name === landmark.name)), ...names.controls.map(own), ...listed];
  return {
    route: route.pattern,
    roles: route.roles,
    heading: names.heading ?? route.title,
    kind: 'screen',
    ...(list ? { resource } : {}),
    landmarks: [...names.landmarks, ...(list ? [{ role: 'table' as const, name: RESOURCES[resource!].label }] : [])]
      .filter((landmark) => LANDMARK_ROLES.includes(landmark.role))
      .map((landmark) => `${landmark.role} "${landmark.name}"${landmark.roles ? ` (${landmark.roles.map((role) => `${role}s`).join(', ')} only)` : ''}`),
    controls,
    reveals,
  };
}

function describeScreen(route: RouteDef): QaScreen {
  const names = SCREEN_QA_NAMES[route.pattern];
  if (names) return ownScreen(route, names);
  const generic = genericKind(route);
  if (!generic) return { route: route.pattern, roles: route.roles, heading: route.title, kind: 'screen', landmarks: [], controls: [], reveals: [] };
  const { kind, resource } = generic;
  const perRole = route.roles.map((role) => {
    const meta = resourceMetaForRole(resource, role);
    return [role, kind === 'list' ? listControls(meta, { route: route.pattern, hasCreate: true, hasDetail: true }) : formControls(meta, kind, { route: route.pattern, isSectioned: generic.isSectioned, isRestricted: generic.isRestricted })] as const;
  });
  const meta = RESOURCES[resource];
  const heading = kind === 'list' ? meta.label : `${kind === 'create' ? 'New' : 'Edit'} ${meta.singular.toLowerCase()}`;
  const landmarks = kind === 'list' ? [`table "${meta.label}"`] : [`form "${heading}"`];
  const reveals = kind === 'list' ? listReveals(meta, route.pattern) : formReveals(meta, route.pattern);
  return { route: route.pattern, roles: route.roles, heading, kind, resource, landmarks, controls: mergeByRole(route.roles, perRole), reveals };
}

/** Every screen of the route table, in its order. */
export const QA_SCREENS: readonly QaScreen[] = ROUTES.map(describeScreen);

/** The screen a route pattern opens. */
export function qaScreen(route: string): QaScreen | undefined {
  return QA_SCREENS.find((screen) => screen.route === route);
}

/** How the walk checks a control: as the screen opens, after one of the screen's reveals, or not at all. */
export function walkCheck(screen: QaScreen, control: QaControl): string {
  if (control.isWalked) return 'as it opens';
  const reveal = control.revealedBy ? screen.reveals.find((candidate) => candidate.key === control.revealedBy) : undefined;
  return reveal ? `after ${reveal.label}` : 'no';
}

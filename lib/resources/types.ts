// The shape of a resource definition: what an area declares so the generic list and form screens can
// render it. `ResourceMeta` is plain data (safe to pass from a server page to a client screen);
// `ResourceDefinition` adds the zod schema that forms, the BFF's callers and the sandbox share.
import type { z } from 'zod';
import type { Role } from '@/lib/routes';
import type { CustomCellKey, CustomDetailKey, CustomFieldKey } from './custom-fields';
import type { FileKind } from './file-types';

/** The field-type enumeration (docs/console-screens.md#field-types); presentation hints are properties, never new types. */
export const FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'array', 'option', 'collection', 'placeholder'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type Region = 'gb' | 'us';

interface FieldBase<T extends FieldType> {
  /** Which renderer draws the field. */
  type: T;
  /** Record property the field edits (for placeholders: a stable key). */
  name: string;
  /** Visible label; also the input's accessible name. */
  label: string;
  /** A line under the input that says what is expected. */
  help?: string;
  /** Marks the label as required; the schema is what enforces it. */
  required?: boolean;
  /** Shown only for records of these regions (e.g. PIP codes are UK only). */
  regions?: readonly Region[];
  /** Shown on update screens only (e.g. read-only facts). */
  readOnly?: boolean;
  /**
   * Draws the field with a registered custom component instead of its type's renderer (the file picker,
   * the block editor…): the key names an entry of `areas/custom-fields.ts`.
   */
  component?: CustomFieldKey;
  /**
   * Draws the field's value in detail views with a registered custom component instead of its type's
   * display (an order's timeline): the key names an entry of `areas/custom-details.ts`.
   */
  detail?: CustomDetailKey;
}

export interface StringField extends FieldBase<'string'> {
  /**
   * Presentation: one line, several lines, markdown source (monospaced), or a web address (a link when shown).
   * `lines` shows a read-only value kept as an object (an address) one non-empty part per line.
   */
  format?: 'text' | 'textarea' | 'markdown' | 'url' | 'email' | 'lines';
  /** Longest value the schema allows; shown as a hint. */
  maxLength?: number;
  /** A placeholder inside the empty input. */
  placeholder?: string;
}

export interface NumberField extends FieldBase<'number'> {
  /** Presentation: a plain number, or money kept in minor units and shown in the record's currency. */
  format?: 'integer' | 'money';
  min?: number;
  max?: number;
}

export type BooleanField = FieldBase<'boolean'>;

/** A calendar date kept as an ISO `YYYY-MM-DD` string. */
export type DateField = FieldBase<'date'>;

/** Colour palettes a status badge may take. */
export const BADGE_COLOURS = ['gray', 'blue', 'green', 'orange', 'red', 'purple', 'yellow', 'teal'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

export interface OptionChoice {
  /** Stored value. */
  value: string;
  /** What a person reads. */
  label: string;
  /** Offered only for records of these regions. */
  regions?: readonly Region[];
  /** The badge's colour where the value is shown as a badge (status columns). */
  colour?: BadgeColour;
  /**
   * As a filter choice: matches records whose value is any of these (`needs_action` → awaiting, placed,
   * processed) rather than the choice's own value.
   */
  anyOf?: readonly string[];
}

/** Choices an option field reads at run time from a read-only main-API call. */
export interface OptionSource {
  /** Main-API path under /v1 (`product-options`); fetched only when a field that needs it is drawn. */
  path: string;
  /** Property of the answer's `data` that holds the list of strings (`dosage_form`). */
  key: string;
}

export interface OptionField extends FieldBase<'option'> {
  /** Fixed choices; for choices kept elsewhere (settings) use `optionsFrom`. */
  options?: readonly OptionChoice[];
  /** Choices read at run time from an upstream call. */
  optionsFrom?: OptionSource;
  /** Several values (a list of strings) rather than one. */
  multiple?: boolean;
}

export interface ArrayField extends FieldBase<'array'> {
  /** The fields of one row. */
  of: readonly FieldDef[];
  /** Singular noun for one row, used in button names ("Add ingredient"). */
  itemLabel: string;
  /** A new row's values. */
  newItem: Record<string, unknown>;
  /** How detail views show the rows: a list (default), or a table with one column per sub-field (order lines). */
  display?: 'list' | 'table';
}

export interface CollectionField extends FieldBase<'collection'> {
  /** Upstream resource whose records are picked. */
  resource: string;
  /** The record property a person reads in the picker. */
  labelField: string;
  /** Several records (a list of ids) rather than one id. */
  multiple?: boolean;
  /** Only records of the form's own region are offered. */
  sameRegion?: boolean;
  /** Fixed query filters of the picker's list (`{ is_medical_reviewer: 'true' }`). */
  where?: Readonly<Record<string, string>>;
  /** Leaves the record being edited out of the choices (a category cannot be its own parent). */
  excludeSelf?: boolean;
  /** With `multiple`: the most records the field holds (eight product images); the picker stops offering more. */
  maxItems?: number;
  /** For `resource: 'files'`: the only kind of file offered and accepted (`'image'`); any kind when omitted. */
  accept?: FileKind;
  /** Detail views link the picked record to this console address plus its id (`/customers?customer=`). */
  detailHref?: string;
  /**
   * What deleting the picked record does to this one. Every stored reference declares it
   * (lib/resources/references.test.ts); a picker that only draws a custom editor's choice need not.
   */
  onDelete?: OnDelete;
}

/**
 * What deleting a record does to the records that point at it: `refuse` answers 409 naming how many records
 * use it; `clear` takes its id out of them (one id becomes null, a list loses it) as the delete happens.
 */
export type OnDelete = 'refuse' | 'clear';

/**
 * A reference no collection field describes where it is stored: ids inside blocks, routine cards, order lines,
 * or a property the form never edits. Collection fields declare theirs with `onDelete`.
 */
export interface ReferenceDef<P extends string = string> {
  /** Where the ids are: `field` (one id), `field[]` (a list), `field[].key` or `field[].key[]` (in each row). */
  path: P;
  /** The resource the ids name. */
  resource: string;
  /** Only rows (for a top-level path, records) holding these values name `resource` (`{ item_type: 1 }`). */
  when?: Readonly<Record<string, string | number>>;
  onDelete: OnDelete;
}

/** A heading that starts a section of the form; edits nothing. */
export type PlaceholderField = FieldBase<'placeholder'>;

export type FieldDef =
  | StringField
  | NumberField
  | BooleanField
  | DateField
  | OptionField
  | ArrayField
  | CollectionField
  | PlaceholderField;

export type FieldOfType<K extends FieldType> = Extract<FieldDef, { type: K }>;

export interface ColumnDef {
  /** Record property shown in the column, also the `sort` parameter when sortable. */
  field: string;
  /** Column heading. */
  label: string;
  /** Whether the heading sorts the list by this column. */
  sortable?: boolean;
  /**
   * How the value is shown: money in the record's currency (see `regionField`), an option's label, or
   * a coloured badge of the option's choice (`badge`, for statuses).
   */
  format?: 'text' | 'money' | 'date' | 'datetime' | 'option' | 'badge' | 'number' | 'list';
  /** Right-aligned numbers. */
  isNumeric?: boolean;
  /**
   * Draws the cell with a registered custom component instead of `format` (content's review flag as a
   * coloured badge): the key names an entry of `areas/custom-cells.ts`.
   */
  component?: CustomCellKey;
  /** Long text is cut to this many characters in the cell (the whole text is in the detail view). */
  maxChars?: number;
  /**
   * The screen width (a theme breakpoint) below which the list drops this column, so that the columns a
   * person scans for (name, status, total) stay in view without sideways scrolling; the record's own
   * screen still shows the value. Unset: shown at every width.
   */
  hideBelow?: ColumnBreakpoint;
}

/** Theme breakpoints a column may be dropped below: `lg` is 1024 px, `xl` 1280 px, `2xl` 1536 px. */
export type ColumnBreakpoint = 'md' | 'lg' | 'xl' | '2xl';

export interface FilterDef {
  /** Query parameter and record property. */
  field: string;
  /** Label of the select. */
  label: string;
  /** The fixed choices; empty when `source` gives them. */
  options: readonly OptionChoice[];
  /**
   * Choices read at run time from another resource's records (content categories): searched as one types,
   * each record's id as the value, the chosen one shown by `labelField` (components/resource/record-filter.tsx).
   */
  source?: { resource: string; labelField: string };
  /** Choices read at run time from a read-only call's list of strings (subscribers' tags); value and label alike. */
  optionsFrom?: OptionSource;
}

export interface ResourceActions {
  /** A create screen exists (`<basePath>/create` is in the route table). */
  create: boolean;
  /** An update screen exists (`<basePath>/update/:id` is in the route table). */
  update: boolean;
  /** Records may be deleted from the update screen. */
  delete: boolean;
}

/**
 * One step of a record's workflow, run with `POST /v1/<resource>/{id}/status {from, to, …needs}`
 * (docs/special-calls.md#workflow-status-changes). The screens offer a step only from its `from` statuses and
 * only to its roles; the upstream refuses a stale `from` with 409.
 */
export interface WorkflowStep {
  /** Stable key (`ship`), also the step's test id. */
  key: string;
  /** The button's text ("Mark shipped"). */
  label: string;
  /** Statuses the step starts from. */
  from: readonly string[];
  /** Status the step leads to. */
  to: string;
  /** Names of declared string fields the step asks for and sends (`tracking_number`). */
  needs?: readonly string[];
  /** Roles that may run it; defaults to the roles granted the resource's status action. */
  roles?: readonly Role[];
  /** A question asked before the step runs; steps that need values always ask. */
  confirm?: string;
  /** Draws the step as destructive (cancel). */
  tone?: 'danger';
  /** Whether the step may run on a selection of records at once (default true). */
  bulk?: boolean;
  /**
   * The step may start from the status it leads to, doing its work again (resending a pending invitation
   * renews its expiry); other steps always change the status.
   */
  repeats?: boolean;
  /**
   * A low-risk step (marking feedback reviewed): it runs at once, on a selection too, without asking, and
   * its toast offers Undo for 8 seconds where a step leads back (the reverse must be a legal step itself).
   */
  undoable?: boolean;
}

export interface WorkflowDef {
  /** The record property that holds the status (an option field with badge colours). */
  field: string;
  steps: readonly WorkflowStep[];
}

/** A section of the detail view: a heading and the declared fields it shows, read-only. */
export interface DetailSection {
  title: string;
  /** Names of declared fields, in order. */
  fields: readonly string[];
}

/** Money fields that must add up: `total = Σ plus − Σ minus`; a drawer flags a record where they do not. */
export interface TotalsCheck {
  total: string;
  plus: readonly string[];
  minus: readonly string[];
}

/** A drawer section listing another resource's records that point at this one (a customer's orders). */
export interface RelatedList {
  title: string;
  /** Upstream resource listed. */
  resource: string;
  /** Its property holding this record's id; the upstream accepts it as a filter. */
  by: string;
  /** Property each row is named by (a link). */
  labelField: string;
  /** Console address plus the related record's id that each row links to (`/orders?order=`). */
  href: string;
  /** Columns beside the name. */
  columns: readonly ColumnDef[];
  /** Field choices and region of the related records, so their cells read right. */
  fields: readonly FieldDef[];
  regionField?: string;
  sort: { field: string; order: 'asc' | 'desc' };
}

/** A detail view opened over the list in a drawer, its record in the URL (`/feedbacks?feedback=12`). */
export interface DetailDef {
  /** Query parameter holding the record's id; the singular noun in lower case by default. */
  param?: string;
  /** The record property used as the drawer's title. */
  titleField: string;
  sections: readonly DetailSection[];
  /** Money that must add up, checked on every record shown (a mismatch from upstream is flagged). */
  totals?: TotalsCheck;
  /** Lists of related records after the sections. */
  related?: readonly RelatedList[];
}

/** A from/to pair of dates filtering the list on one date-time property (`?from=2026-01-01&to=2026-01-31`). */
export interface DateRangeFilter {
  field: string;
  label: string;
}

/** Everything a screen needs to render an area, without the schema: plain, serialisable data. */
export interface ResourceMeta {
  /** Registry key, equal to the upstream resource name. */
  name: string;
  /** Upstream resource (`/v1/<resource>`), as its area's access declaration names it. */
  resource: string;
  /** Console path of the list (`/products`), from the access declaration; create and update live under it. */
  basePath: string;
  /** Plural title of the list, from the access declaration. */
  label: string;
  /** Singular noun with a capital, used in messages ("Product created", "Delete this product?"). */
  singular: string;
  /** Roles allowed on the area, from the route table. */
  roles: readonly Role[];
  /** Form fields in order. */
  fields: readonly FieldDef[];
  /** List columns in order; the first links to the update screen. */
  columns: readonly ColumnDef[];
  /** Record properties the list's search box looks in (upstream). */
  searchFields: readonly string[];
  /** Sort when the URL names none. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Selects above the list, one per option field. */
  filters: readonly FilterDef[];
  /** The list offers "Export CSV" of its current view (`GET /api/export/<resource>.csv?<filters>`); its columns are `csvColumns` in the area's parts.ts. */
  csvExport?: boolean;
  /**
   * The schema's numbers that name no record (amounts, counts, positions), by path (`lines[].quantity`).
   * Every other number must be a declared reference (`references`), so none goes without a delete behaviour.
   */
  quantities?: readonly string[];
  /** A from/to date filter above the list (inclusive days, UTC). */
  dateRange?: DateRangeFilter;
  /** Which screens and actions exist (from the access declaration; for one role, those it may use). */
  actions: ResourceActions;
  /** What else a delete does, said in its confirmation ("They are signed out everywhere at once."). */
  deleteConsequence?: string;
  /** Values of a new record's form. */
  defaults: Record<string, unknown>;
  /**
   * The record property that holds its storefront region: money is shown in that region's currency and
   * region-limited fields and choices follow it. Omitted for records that belong to no region.
   */
  regionField?: string;
  /** Status steps staff may run on a record (drawer, list rows and bulk). */
  workflow?: WorkflowDef;
  /** A detail drawer over the list, for areas whose records are read rather than edited in a form. */
  detail?: DetailDef;
  /** Where a row leads when it opens a screen of its own: `{field}` is filled from the record (`/conversations/{id}`). */
  rowLink?: string;
}

type KeyOf<T> = Extract<keyof T, string>;
/** The keys of a row that hold one id (`item`) or a list of ids (`files[]`); rows of a union each give theirs. */
type RowIdPath<R> = R extends object ? { [K in KeyOf<R>]: NonNullable<R[K]> extends number ? K : NonNullable<R[K]> extends readonly number[] ? `${K}[]` : never }[KeyOf<R>] : never;
type ListPath<K extends string, R> = R extends number ? `${K}[]` : R extends object ? `${K}[].${RowIdPath<R>}` : never;

/**
 * Every place a record of type `T` keeps numbers, as a reference path: what `references` may name, so a path
 * to a field the record does not have (`lines[].itm`) fails the typecheck.
 */
export type ReferencePath<T> = {
  [K in KeyOf<T>]: NonNullable<T[K]> extends readonly (infer R)[] ? ListPath<K, R> : NonNullable<T[K]> extends number ? K : never;
}[KeyOf<T>];

/** A resource definition: its metadata plus the one zod schema for create and update bodies. */
export interface ResourceDefinition<S extends z.ZodType = z.ZodType> extends ResourceMeta {
  /** Validates a create/update body in the form, the sandbox and the tests alike. */
  schema: S;
  /**
   * The references its records make beside those of its collection fields (lib/resources/references.ts),
   * each with what deleting the referenced record does. Server-side only: screens never read them.
   */
  references?: readonly ReferenceDef[];
}

// Orders (admin only): what storefront customers bought, read in a drawer over the list and moved along
// awaiting → placed → processed → shipped → completed, or cancelled with a reason before shipping
// (docs/business-rules.md#orders). The storefront creates orders, so the console has no form.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { moneySchema, optionalText, regionSchema, requiredText } from '@/lib/resources/schema-parts';
import type { ColumnDef, FieldDef, OptionChoice } from '@/lib/resources/types';

export const ORDER_STATUSES = ['awaiting', 'placed', 'processed', 'shipped', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SITES = ['default', 'daylewis', 'theindependentpharmacy', 'healthwarehouse'] as const;
export type OrderSite = (typeof ORDER_SITES)[number];

export const ORDER_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'awaiting', label: 'Awaiting', colour: 'yellow' },
  { value: 'placed', label: 'Placed', colour: 'blue' },
  { value: 'processed', label: 'Processed', colour: 'purple' },
  { value: 'shipped', label: 'Shipped', colour: 'teal' },
  { value: 'completed', label: 'Completed', colour: 'green' },
  { value: 'cancelled', label: 'Cancelled', colour: 'red' },
];

/** Statuses staff still have to act on. */
export const NEEDS_ACTION: readonly OrderStatus[] = ['awaiting', 'placed', 'processed'];
/** Orders that count towards revenue (the dashboard's revenue and average order leave cancelled ones out). */
export const NOT_CANCELLED: readonly OrderStatus[] = ['awaiting', 'placed', 'processed', 'shipped', 'completed'];

export const ORDER_SITE_CHOICES: readonly OptionChoice[] = [
  { value: 'default', label: 'Own store' },
  { value: 'daylewis', label: 'Day Lewis', regions: ['gb'] },
  { value: 'theindependentpharmacy', label: 'The Independent Pharmacy', regions: ['gb'] },
  { value: 'healthwarehouse', label: 'HealthWarehouse', regions: ['us'] },
];

const CURRENCY_CHOICES: readonly OptionChoice[] = [
  { value: 'GBP', label: 'GBP (£)' },
  { value: 'USD', label: 'USD ($)' },
];

export const addressSchema = z.object({
  line1: requiredText('Address line 1', 200),
  line2: optionalText('Address line 2', 200),
  city: requiredText('City', 120),
  postcode: requiredText('Postcode', 20),
  country: requiredText('Country', 80),
});
export type Address = z.output<typeof addressSchema>;

export const orderLineSchema = z.object({
  item: z.number().int().positive().nullable(),
  item_type: z.union([z.literal(0), z.literal(1)]),
  name_snapshot: requiredText('Name', 300),
  unit_price: moneySchema('Unit price'),
  quantity: z.number().int().min(1, 'Quantity must be at least 1'),
  line_total: moneySchema('Line total'),
});

export const statusStepSchema = z.object({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.string(),
  note: z.string().optional(),
});

/** An order as the storefront sends it and the sandbox stores it (customer fields kept flat so lists search them). */
export const orderSchema = z.object({
  order_number: z.string().regex(/^(GB|US)-\d{6}$/, 'Order number looks like GB-100234'),
  region: regionSchema,
  site: z.enum(ORDER_SITES),
  currency: z.enum(['GBP', 'USD']),
  customer_id: z.number().int().positive().nullable(),
  customer_name: requiredText('Customer name', 300),
  customer_email: z.email('Customer e-mail must be a valid e-mail address').toLowerCase(),
  shipping_address: addressSchema.extend({ line3: optionalText('Address line 3', 200).optional(), line4: optionalText('Address line 4', 200).optional() }),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema).min(1, 'An order has at least one line'),
  items_count: z.number().int().min(1),
  subtotal: moneySchema('Subtotal'),
  discount_total: moneySchema('Discount'),
  shipping_total: moneySchema('Shipping'),
  tax_total: moneySchema('Tax'),
  total: moneySchema('Total'),
  referral_code: optionalText('Referral code', 16),
  tracking_number: optionalText('Tracking number', 60),
  cancelled_reason: optionalText('Cancellation reason', 500),
  status_history: z.array(statusStepSchema).default([]),
});
export type Order = z.output<typeof orderSchema>;

/** Fields of one order line, shown as the lines table's columns. */
export const ORDER_LINE_FIELDS: readonly FieldDef[] = [
  { type: 'string', name: 'name_snapshot', label: 'Item' },
  { type: 'number', name: 'unit_price', label: 'Unit price', format: 'money' },
  { type: 'number', name: 'quantity', label: 'Quantity', format: 'integer' },
  { type: 'number', name: 'line_total', label: 'Line total', format: 'money' },
];

/** A customer's orders in their drawer read with these columns. */
export const ORDER_SUMMARY_COLUMNS: readonly ColumnDef[] = [
  { field: 'created_at', label: 'Date', format: 'date' },
  { field: 'status', label: 'Status', format: 'badge' },
  { field: 'total', label: 'Total', format: 'money', isNumeric: true },
];

export const ORDER_FIELDS: readonly FieldDef[] = [
  { type: 'string', name: 'order_number', label: 'Order number', required: true },
  // Set by the storefront when the order is made; read only.
  { type: 'date', name: 'created_at', label: 'Ordered on', readOnly: true },
  { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
  { type: 'option', name: 'site', label: 'Site', required: true, options: ORDER_SITE_CHOICES },
  { type: 'option', name: 'currency', label: 'Currency', options: CURRENCY_CHOICES },
  { type: 'collection', name: 'customer_id', label: 'Customer record', resource: 'customers', labelField: 'name', detailHref: '/customers?customer=', onDelete: 'refuse' },
  { type: 'string', name: 'customer_name', label: 'Customer', required: true },
  { type: 'string', name: 'customer_email', label: 'E-mail', format: 'email' },
  { type: 'string', name: 'shipping_address', label: 'Shipping address', format: 'lines' },
  { type: 'option', name: 'status', label: 'Status', required: true, options: ORDER_STATUS_CHOICES },
  { type: 'array', name: 'lines', label: 'Lines', of: ORDER_LINE_FIELDS, itemLabel: 'line', newItem: {}, display: 'table' },
  { type: 'number', name: 'items_count', label: 'Items', format: 'integer' },
  { type: 'number', name: 'subtotal', label: 'Subtotal', format: 'money' },
  { type: 'number', name: 'discount_total', label: 'Discount', format: 'money' },
  { type: 'number', name: 'shipping_total', label: 'Shipping', format: 'money' },
  { type: 'number', name: 'tax_total', label: 'Tax', format: 'money' },
  { type: 'number', name: 'total', label: 'Total', format: 'money' },
  { type: 'string', name: 'referral_code', label: 'Referral code' },
  { type: 'string', name: 'tracking_number', label: 'Tracking number', maxLength: 60 },
  { type: 'string', name: 'cancelled_reason', label: 'Cancellation reason', format: 'textarea', maxLength: 500 },
  {
    type: 'array',
    name: 'status_history',
    label: 'Timeline',
    itemLabel: 'step',
    newItem: {},
    detail: 'status-timeline',
    of: [
      { type: 'option', name: 'from', label: 'From', options: ORDER_STATUS_CHOICES },
      { type: 'option', name: 'to', label: 'To', options: ORDER_STATUS_CHOICES },
      { type: 'string', name: 'at', label: 'When' },
      { type: 'string', name: 'by', label: 'By' },
      { type: 'string', name: 'note', label: 'Note' },
    ],
  },
];

export const ordersResource = defineResource({
  resource: 'orders',
  singular: 'Order',
  schema: orderSchema,
  regionField: 'region',
  csvExport: true,
  fields: ORDER_FIELDS,
  columns: [
    { field: 'order_number', label: 'Order number' },
    { field: 'created_at', label: 'Date', sortable: true, format: 'datetime' },
    { field: 'customer_name', label: 'Customer', maxChars: 40 },
    // At 1024 px the list keeps who, when, status and total: region and site are filters too, items in the order.
    { field: 'region', label: 'Region', format: 'option', hideBelow: 'xl' },
    { field: 'site', label: 'Site', format: 'option', hideBelow: 'xl' },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
    { field: 'items_count', label: 'Items', format: 'number', isNumeric: true, hideBelow: 'xl' },
    { field: 'total', label: 'Total', sortable: true, format: 'money', isNumeric: true },
  ],
  searchFields: ['order_number', 'customer_name', 'customer_email'],
  quantities: ['lines[].unit_price', 'lines[].quantity', 'lines[].line_total', 'items_count', 'subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [
    {
      field: 'status',
      label: 'Status',
      options: [
        { value: 'needs_action', label: 'Needs action', anyOf: NEEDS_ACTION },
        { value: 'not_cancelled', label: 'Not cancelled', anyOf: NOT_CANCELLED },
        ...ORDER_STATUS_CHOICES,
      ],
    },
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'site', label: 'Site', options: ORDER_SITE_CHOICES },
  ],
  dateRange: { field: 'created_at', label: 'Date' },
  // No create screen uses these: orders come from the storefront.
  defaults: Object.fromEntries(ORDER_FIELDS.map((field) => [field.name, null])),
  workflow: {
    field: 'status',
    steps: [
      { key: 'place', label: 'Mark placed', from: ['awaiting'], to: 'placed' },
      { key: 'process', label: 'Mark processed', from: ['placed'], to: 'processed' },
      { key: 'ship', label: 'Mark shipped', from: ['processed'], to: 'shipped', needs: ['tracking_number'], bulk: false },
      { key: 'complete', label: 'Mark completed', from: ['shipped'], to: 'completed' },
      {
        key: 'cancel',
        label: 'Cancel order',
        from: ['awaiting', 'placed', 'processed'],
        to: 'cancelled',
        needs: ['cancelled_reason'],
        confirm: 'The customer is told the order is cancelled; this cannot be undone.',
        tone: 'danger',
        bulk: false,
      },
    ],
  },
  detail: {
    titleField: 'order_number',
    sections: [
      { title: 'Order', fields: ['order_number', 'created_at', 'status', 'region', 'site', 'referral_code', 'tracking_number', 'cancelled_reason'] },
      { title: 'Customer', fields: ['customer_name', 'customer_email', 'customer_id', 'shipping_address'] },
      { title: 'Lines', fields: ['lines'] },
      { title: 'Totals', fields: ['subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total'] },
      { title: 'Timeline', fields: ['status_history'] },
    ],
    totals: { total: 'total', plus: ['subtotal', 'shipping_total', 'tax_total'], minus: ['discount_total'] },
  },
  // Orders are never deleted and a line keeps its name and price as sold, so a product or bundle deleted later
  // leaves the line without its id rather than being kept for ever.
  references: [
    { path: 'lines[].item', resource: 'products', when: { item_type: 0 }, onDelete: 'clear' },
    { path: 'lines[].item', resource: 'bundles', when: { item_type: 1 }, onDelete: 'clear' },
  ],
});

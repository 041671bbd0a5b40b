// Customers (admin only): who bought from the storefronts, with their contact details, addresses, consent
// and order history; read in a drawer over the list, whose orders open the order drawer. The storefront
// keeps them, so the console has no form.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { ORDER_FIELDS, ORDER_SUMMARY_COLUMNS, addressSchema } from '../orders/definition';
import { moneySchema, optionalText, regionSchema, requiredText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

const CONSENT_CHOICES: readonly OptionChoice[] = [
  { value: 'true', label: 'Consented' },
  { value: 'false', label: 'Not consented' },
];

export const customerSchema = z.object({
  name: requiredText('Name', 300),
  email: z.email('E-mail must be a valid e-mail address').toLowerCase(),
  region: regionSchema,
  phone: optionalText('Phone', 40),
  addresses: z.array(addressSchema).default([]),
  marketing_consent: z.boolean().default(false),
  orders_count: z.number().int().min(0).default(0),
  total_spent: moneySchema('Total spent').default(0),
});
export type Customer = z.output<typeof customerSchema>;

export const customersResource = defineResource({
  resource: 'customers',
  singular: 'Customer',
  schema: customerSchema,
  regionField: 'region',
  csvExport: true,
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true },
    { type: 'string', name: 'email', label: 'E-mail', format: 'email', required: true },
    { type: 'string', name: 'phone', label: 'Phone' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    {
      type: 'array',
      name: 'addresses',
      label: 'Addresses',
      itemLabel: 'address',
      newItem: {},
      of: [
        { type: 'string', name: 'line1', label: 'Line 1' },
        { type: 'string', name: 'line2', label: 'Line 2' },
        { type: 'string', name: 'city', label: 'City' },
        { type: 'string', name: 'postcode', label: 'Postcode' },
        { type: 'string', name: 'country', label: 'Country' },
      ],
    },
    { type: 'boolean', name: 'marketing_consent', label: 'Marketing consent' },
    { type: 'number', name: 'orders_count', label: 'Orders', format: 'integer' },
    { type: 'number', name: 'total_spent', label: 'Total spent', format: 'money' },
  ],
  columns: [
    { field: 'name', label: 'Name', maxChars: 40 },
    { field: 'email', label: 'E-mail' },
    // The region is a filter too; below 1280 px it gives way to the order figures.
    { field: 'region', label: 'Region', format: 'option', hideBelow: 'xl' },
    { field: 'orders_count', label: 'Orders', sortable: true, format: 'number', isNumeric: true },
    { field: 'total_spent', label: 'Total spent', sortable: true, format: 'money', isNumeric: true },
    { field: 'created_at', label: 'Joined', sortable: true, format: 'date' },
  ],
  searchFields: ['name', 'email'],
  quantities: ['orders_count', 'total_spent'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'marketing_consent', label: 'Marketing consent', options: CONSENT_CHOICES },
  ],
  // New buyers of a period (the dashboard's First-time buyers): the upstream finds each customer's first order.
  dateRange: { field: 'first_order_at', label: 'First order' },
  // No create screen uses these: customers come from the storefront.
  defaults: { name: '', email: '', phone: null, region: 'gb', addresses: [], marketing_consent: false, orders_count: 0, total_spent: 0 },
  detail: {
    titleField: 'name',
    sections: [
      { title: 'Contact', fields: ['name', 'email', 'phone', 'region'] },
      { title: 'Addresses', fields: ['addresses'] },
      { title: 'Marketing', fields: ['marketing_consent'] },
      { title: 'Spending', fields: ['orders_count', 'total_spent'] },
    ],
    related: [
      {
        title: 'Orders',
        resource: 'orders',
        by: 'customer_id',
        labelField: 'order_number',
        href: '/orders?order=',
        columns: ORDER_SUMMARY_COLUMNS,
        fields: ORDER_FIELDS,
        regionField: 'region',
        sort: { field: 'created_at', order: 'desc' },
      },
    ],
  },
});

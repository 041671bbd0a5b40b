// Bundles (item_type 1): two or more products of the bundle's region sold together at one price.
import { z } from 'zod';
import { CATALOGUE_IMAGES_FIELD, CATALOGUE_ITEM_FIELDS, CATALOGUE_STATUS_CHOICES, MAX_CATALOGUE_IMAGES } from '../products/catalogue-rules';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import {
  catalogueStatusSchema,
  checkCompareAtPrice,
  idSchema,
  imageIdsSchema,
  moneySchema,
  optionalMoneySchema,
  optionalText,
  regionSchema,
  requiredText,
  slugSchema,
} from '@/lib/resources/schema-parts';

const bundleItemSchema = z.object({
  product_id: idSchema('Product'),
  qty: z.number({ error: 'Quantity is required' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10, 'Quantity must be at most 10'),
});

export const bundleSchema = z
  .object({
    name: requiredText('Name', 120),
    slug: slugSchema,
    region: regionSchema,
    status: catalogueStatusSchema,
    items: z.array(bundleItemSchema, { error: 'Pick at least two products' }).min(2, 'Pick at least two products'),
    price: moneySchema('Price'),
    compare_at_price: optionalMoneySchema('Compare-at price'),
    description: optionalText('Description', 5000),
    images: imageIdsSchema(MAX_CATALOGUE_IMAGES),
  })
  .superRefine((bundle, ctx) => {
    const seen = new Set<number>();
    bundle.items.forEach((item, index) => {
      if (seen.has(item.product_id)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'product_id'], message: 'This product is already in the bundle' });
      }
      seen.add(item.product_id);
    });
    checkCompareAtPrice(bundle, ctx);
  });

export type Bundle = z.output<typeof bundleSchema>;

export const bundlesResource = defineResource({
  resource: 'bundles',
  singular: 'Bundle',
  schema: bundleSchema,
  regionField: 'region',
  fields: [
    ...CATALOGUE_ITEM_FIELDS,
    {
      type: 'array',
      name: 'items',
      label: 'Products in the bundle',
      itemLabel: 'product',
      required: true,
      help: 'At least two products of the bundle’s region',
      newItem: { product_id: null, qty: 1 },
      of: [
        { type: 'collection', name: 'product_id', label: 'Product', resource: 'products', labelField: 'name', sameRegion: true, required: true, onDelete: 'refuse' },
        { type: 'number', name: 'qty', label: 'Quantity', format: 'integer', min: 1, max: 10, required: true },
      ],
    },
    { type: 'placeholder', name: 'pricing', label: 'Pricing' },
    { type: 'number', name: 'price', label: 'Price', required: true, format: 'money', min: 0 },
    { type: 'number', name: 'compare_at_price', label: 'Compare-at price', format: 'money', min: 0 },
    { type: 'string', name: 'description', label: 'Description', format: 'markdown', maxLength: 5000 },
    CATALOGUE_IMAGES_FIELD,
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'price', label: 'Price', sortable: true, format: 'money', isNumeric: true },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'date' },
  ],
  searchFields: ['name', 'slug'],
  quantities: ['items[].qty', 'price', 'compare_at_price'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: CATALOGUE_STATUS_CHOICES },
  ],
  defaults: {
    name: '',
    slug: '',
    region: 'gb',
    status: 'draft',
    items: [
      { product_id: null, qty: 1 },
      { product_id: null, qty: 1 },
    ],
    price: null,
    compare_at_price: null,
    description: '',
    images: [],
  },
});

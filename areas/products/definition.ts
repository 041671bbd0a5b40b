// Products (item_type 0): the catalogue's main area — fields, list, schema and region/medicine rules.
import { z } from 'zod';
import {
  CATALOGUE_IMAGES_FIELD,
  CATALOGUE_ITEM_FIELDS,
  MAX_CATALOGUE_IMAGES,
  CATALOGUE_STATUS_CHOICES,
  SITE_CHOICES,
  SITES,
  isSiteAllowedIn,
  isValidGtin,
} from './catalogue-rules';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import {
  catalogueStatusSchema,
  checkCompareAtPrice,
  imageIdsSchema,
  moneySchema,
  optionalInt,
  optionalMoneySchema,
  optionalText,
  regionSchema,
  requiredText,
  slugSchema,
} from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const MEDICINE_CLASS_CHOICES: readonly OptionChoice[] = [
  { value: 'none', label: 'Not a medicine' },
  { value: 'otc', label: 'Over the counter (otc)' },
  { value: 'pmed', label: 'Pharmacy medicine (pmed)', regions: ['gb'] },
];

export const STRENGTH_UNITS = ['mg', 'mcg', 'g', '%', 'mg/ml', 'IU'] as const;

const SITE_LABELS = Object.fromEntries(SITE_CHOICES.map((c) => [c.value, c.label]));

const ingredientSchema = z.object({
  name: requiredText('Ingredient', 80),
  strength: z.number({ error: 'Strength is required' }).positive('Strength must be more than 0'),
  unit: z.enum(STRENGTH_UNITS, { error: 'Pick a unit' }),
});

const optionalCode = (label: string, check: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine((value, ctx) => {
      const problem = value === null ? null : check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .describe(label);

export const productSchema = z
  .object({
    name: requiredText('Name', 120),
    slug: slugSchema,
    region: regionSchema,
    status: catalogueStatusSchema,
    sites: z.array(z.enum(SITES), { error: 'Pick at least one site' }).min(1, 'Pick at least one site'),
    medicine_class: z.enum(['otc', 'pmed', 'none'], { error: 'Pick a medicine class' }),
    legal_category: optionalText('Legal category', 40),
    dosage_form: optionalText('Dosage form', 60),
    active_ingredients: z.array(ingredientSchema).nullish().transform((v) => v ?? []),
    pack_size: z.number({ error: 'Pack size is required' }).int('Pack size must be a whole number').min(1, 'Pack size must be at least 1'),
    price: moneySchema('Price'),
    compare_at_price: optionalMoneySchema('Compare-at price'),
    gtin: optionalCode('GTIN', (value) => {
      if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return 'GTIN must have 8, 12, 13 or 14 digits';
      return isValidGtin(value) ? null : 'GTIN check digit is wrong';
    }),
    pip_code: optionalCode('PIP code', (value) => (/^\d{7}$/.test(value) ? null : 'PIP code must be 7 digits')),
    max_qty_per_order: optionalInt('Max quantity per order', 1, 10),
    requires_questionnaire: z.boolean().nullish().transform((v) => v ?? false),
    description: optionalText('Description', 5000),
    directions: optionalText('Directions', 2000),
    warnings: optionalText('Warnings', 2000),
    categories: z.array(z.number().int().positive()).nullish().transform((v) => v ?? []),
    stock: optionalInt('Stock', 0).transform((v) => v ?? 0),
    images: imageIdsSchema(MAX_CATALOGUE_IMAGES),
  })
  .superRefine((product, ctx) => {
    checkCompareAtPrice(product, ctx);
    const wrongSite = product.sites.find((site) => !isSiteAllowedIn(site, product.region));
    if (wrongSite) {
      ctx.addIssue({ code: 'custom', path: ['sites'], message: `${SITE_LABELS[wrongSite]} does not sell in ${product.region}` });
    }
    if (product.medicine_class === 'pmed') {
      if (product.region !== 'gb') {
        ctx.addIssue({ code: 'custom', path: ['medicine_class'], message: 'Pharmacy medicines (pmed) are sold only in gb' });
      }
      if (product.max_qty_per_order === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['max_qty_per_order'],
          message: 'Max quantity per order is required for pharmacy medicines',
        });
      }
    }
    if (product.pip_code !== null && product.region !== 'gb') {
      ctx.addIssue({ code: 'custom', path: ['pip_code'], message: 'PIP codes exist only in gb' });
    }
  })
  // A pharmacy medicine is always sold after a questionnaire, whatever the box said.
  .transform((product) =>
    product.medicine_class === 'pmed' ? { ...product, requires_questionnaire: true } : product,
  );

export type ProductInput = z.input<typeof productSchema>;
export type Product = z.output<typeof productSchema>;

export const productsResource = defineResource({
  resource: 'products',
  singular: 'Product',
  schema: productSchema,
  regionField: 'region',
  fields: [
    ...CATALOGUE_ITEM_FIELDS,
    { type: 'option', name: 'sites', label: 'Sites', required: true, multiple: true, options: SITE_CHOICES },
    { type: 'collection', name: 'categories', label: 'Categories', resource: 'categories', labelField: 'name', multiple: true, onDelete: 'clear' },
    { type: 'placeholder', name: 'medicine', label: 'Medicine' },
    { type: 'option', name: 'medicine_class', label: 'Medicine class', required: true, options: MEDICINE_CLASS_CHOICES },
    { type: 'option', name: 'legal_category', label: 'Legal category', optionsFrom: { path: 'product-options', key: 'legal_category' } },
    { type: 'option', name: 'dosage_form', label: 'Dosage form', optionsFrom: { path: 'product-options', key: 'dosage_form' } },
    {
      type: 'array',
      name: 'active_ingredients',
      label: 'Active ingredients',
      itemLabel: 'ingredient',
      newItem: { name: '', strength: null, unit: 'mg' },
      of: [
        { type: 'string', name: 'name', label: 'Ingredient', required: true },
        { type: 'number', name: 'strength', label: 'Strength', required: true, min: 0 },
        { type: 'option', name: 'unit', label: 'Unit', required: true, options: STRENGTH_UNITS.map((u) => ({ value: u, label: u })) },
      ],
    },
    {
      type: 'number',
      name: 'max_qty_per_order',
      label: 'Max quantity per order',
      min: 1,
      max: 10,
      help: 'From 1 to 10; required for pharmacy medicines',
    },
    {
      type: 'boolean',
      name: 'requires_questionnaire',
      label: 'Requires questionnaire',
      help: 'Always on for pharmacy medicines',
    },
    { type: 'placeholder', name: 'pricing', label: 'Pricing and stock' },
    { type: 'number', name: 'price', label: 'Price', required: true, format: 'money', min: 0 },
    { type: 'number', name: 'compare_at_price', label: 'Compare-at price', format: 'money', min: 0, help: 'Must be higher than the price' },
    { type: 'number', name: 'pack_size', label: 'Pack size', required: true, format: 'integer', min: 1 },
    { type: 'number', name: 'stock', label: 'Stock', format: 'integer', min: 0 },
    { type: 'string', name: 'gtin', label: 'GTIN', help: '8, 12, 13 or 14 digits with a GS1 check digit' },
    { type: 'string', name: 'pip_code', label: 'PIP code', regions: ['gb'], help: '7 digits' },
    { type: 'placeholder', name: 'texts', label: 'Description' },
    { type: 'string', name: 'description', label: 'Description', format: 'markdown', maxLength: 5000 },
    { type: 'string', name: 'directions', label: 'Directions', format: 'textarea', maxLength: 2000 },
    { type: 'string', name: 'warnings', label: 'Warnings', format: 'textarea', maxLength: 2000 },
    { type: 'placeholder', name: 'media', label: 'Images' },
    CATALOGUE_IMAGES_FIELD,
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    // The region is a filter too; below 1280 px it gives way to price, stock and the last change.
    { field: 'region', label: 'Region', format: 'option', hideBelow: 'xl' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'price', label: 'Price', sortable: true, format: 'money', isNumeric: true },
    { field: 'stock', label: 'Stock', sortable: true, format: 'number', isNumeric: true },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'date' },
  ],
  searchFields: ['name', 'slug', 'gtin'],
  quantities: ['active_ingredients[].strength', 'pack_size', 'price', 'compare_at_price', 'max_qty_per_order', 'stock'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: CATALOGUE_STATUS_CHOICES },
    { field: 'medicine_class', label: 'Medicine class', options: MEDICINE_CLASS_CHOICES },
    // A product is in the category when its list of categories holds it.
    { field: 'categories', label: 'Category', options: [], source: { resource: 'categories', labelField: 'name' } },
  ],
  defaults: {
    name: '',
    slug: '',
    region: 'gb',
    status: 'draft',
    sites: ['{product}'],
    categories: [],
    medicine_class: 'none',
    legal_category: null,
    dosage_form: null,
    active_ingredients: [],
    max_qty_per_order: null,
    requires_questionnaire: false,
    price: null,
    compare_at_price: null,
    pack_size: 1,
    stock: 0,
    gtin: '',
    pip_code: '',
    description: '',
    directions: '',
    warnings: '',
    images: [],
  },
});

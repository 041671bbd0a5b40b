// Orders: the columns of the list's CSV export (`GET /api/export/orders.csv`, docs/special-calls.md#csv-exports), in order.
import { defineAreaParts } from '@/lib/area-parts';
import { csvField, csvMoneyField } from '@/lib/export/csv';

export const parts = defineAreaParts({
  csvColumns: [
    { header: 'order_number', value: csvField('order_number') },
    { header: 'created_at', value: csvField('created_at') },
    { header: 'status', value: csvField('status') },
    { header: 'region', value: csvField('region') },
    { header: 'site', value: csvField('site') },
    { header: 'customer_name', value: csvField('customer_name') },
    { header: 'customer_email', value: csvField('customer_email') },
    { header: 'items_count', value: csvField('items_count') },
    { header: 'subtotal', value: csvMoneyField('subtotal') },
    { header: 'discount', value: csvMoneyField('discount_total') },
    { header: 'shipping', value: csvMoneyField('shipping_total') },
    { header: 'tax', value: csvMoneyField('tax_total') },
    { header: 'total', value: csvMoneyField('total') },
    { header: 'referral_code', value: csvField('referral_code') },
    { header: 'tracking_number', value: csvField('tracking_number') },
    { header: 'cancelled_reason', value: csvField('cancelled_reason') },
  ],
});

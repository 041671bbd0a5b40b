// Customers: the columns of the list's CSV export (`GET /api/export/customers.csv`, docs/special-calls.md#csv-exports), in order.
import { defineAreaParts } from '@/lib/area-parts';
import { csvField, csvMoneyField } from '@/lib/export/csv';

export const parts = defineAreaParts({
  csvColumns: [
    { header: 'name', value: csvField('name') },
    { header: 'email', value: csvField('email') },
    { header: 'phone', value: csvField('phone') },
    { header: 'region', value: csvField('region') },
    { header: 'marketing_consent', value: (r) => (r.marketing_consent ? 'yes' : 'no') },
    { header: 'orders_count', value: csvField('orders_count') },
    { header: 'total_spent', value: csvMoneyField('total_spent') },
    { header: 'joined', value: csvField('created_at') },
  ],
});

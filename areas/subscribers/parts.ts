// Subscribers: the columns of the list's CSV export (`GET /api/export/subscribers.csv`, docs/special-calls.md#csv-exports), in order.
import { defineAreaParts } from '@/lib/area-parts';
import { csvField } from '@/lib/export/csv';

export const parts = defineAreaParts({
  csvColumns: [
    { header: 'email', value: csvField('email') },
    { header: 'region', value: csvField('region') },
    { header: 'status', value: csvField('status') },
    { header: 'source', value: csvField('source') },
    { header: 'consent_at', value: csvField('consent_at') },
    { header: 'unsubscribed_at', value: csvField('unsubscribed_at') },
    { header: 'tags', value: (r) => (Array.isArray(r.tags) ? r.tags.join('; ') : '') },
  ],
});

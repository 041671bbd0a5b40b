// The detail views of field values that areas draw themselves, by the key a field names (`detail:`,
// lib/resources/custom-fields.ts); the map's type makes a missing one a compile error. Loaded with the
// record drawer, not with the list under it.
import type { CustomDetailKey } from '@/lib/resources/custom-fields';
import type { CustomDetailRenderer } from '@/components/resource/slots';
import { StatusTimeline } from './orders/status-timeline';

export const CUSTOM_DETAILS: { [K in CustomDetailKey]: CustomDetailRenderer } = {
  'status-timeline': StatusTimeline,
};

// The shape of a stored record of each declared resource, from its schema: what `GET /v1/<resource>/{id}`
// answers (docs/api-contract.md#single-records). Types only, so client code may use them without
// shipping the schemas.
import type { z } from 'zod';
import type { RecordBase } from '@/lib/contract/rest';
import type { RESOURCES, ResourceName } from '@/areas/registry';

/** Fields the API sets on a record beside those of its body: an invitation's expiry, from its days. */
interface ServerSet {
  invitations: { expires_at: string };
}

/** A record of `N` as the API answers it: its schema's output plus id, timestamps and what the API sets. */
export type RecordOf<N extends ResourceName> = z.output<(typeof RESOURCES)[N]['schema']> &
  RecordBase &
  (N extends keyof ServerSet ? ServerSet[N] : unknown);

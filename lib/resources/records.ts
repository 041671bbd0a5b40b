// The shape of a stored record of each declared resource, from its schema: what `GET /v1/<resource>/{id}`
// answers (docs/api-contract.md#single-records). Types only, so client code may use them without
// shipping the schemas.
import type { z } from 'zod';
import type { RecordBase } from '@/lib/contract/rest';
import type { RESOURCES, ResourceName } from './registry';

/** A record of `N` as the API answers it: its schema's output plus id and timestamps. */
export type RecordOf<N extends ResourceName> = z.output<(typeof RESOURCES)[N]['schema']> & RecordBase;

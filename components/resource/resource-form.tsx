// The generic create/update screen of a declared resource, as server pages use it: the definition is
// read here, on the server, and the client screen receives its plain metadata only, never the schema
// (that loads on first interaction, see resource-form-client.tsx).
import type { ReactNode } from 'react';
import { resourceMeta, type ResourceName } from '@/lib/resources/registry';
import { ResourceFormClient } from './resource-form-client';

interface ResourceFormProps {
  resource: ResourceName;
  /** The record's id on an update screen; null to create. */
  id: string | null;
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
}

export function ResourceForm({ resource, id, children }: ResourceFormProps) {
  return (
    <ResourceFormClient meta={resourceMeta(resource)} id={id}>
      {children}
    </ResourceFormClient>
  );
}

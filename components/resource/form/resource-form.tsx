// The generic create/update screen of a declared resource, as server pages use it: the definition is
// read here, on the server, and the client screen receives its plain metadata only, never the schema
// (that loads on first interaction, see resource-form-client.tsx), and which of its record pickers the
// role may use, so the route table stays on the server too.
import type { ReactNode } from 'react';
import { resourceMeta, type ResourceName } from '@/lib/resources/registry';
import type { FieldDef } from '@/lib/resources/types';
import { canUseResource } from '@/lib/routes';
import { getSessionUser } from '@/lib/server/dal';
import { ResourceFormClient } from './resource-form-client';

/** The resources the collection fields pick from, rows of array fields included. */
function pickedResources(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((field) => (field.type === 'collection' ? [field.resource] : field.type === 'array' ? pickedResources(field.of) : []));
}

interface ResourceFormProps {
  resource: ResourceName;
  /** The record's id on an update screen; null to create. */
  id: string | null;
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
}

export async function ResourceForm({ resource, id, children }: ResourceFormProps) {
  const meta = resourceMeta(resource);
  // The page has required the route, so a user is there; without one no picker is offered.
  const user = await getSessionUser();
  const pickable = user ? [...new Set(pickedResources(meta.fields))].filter((name) => canUseResource('main', name, user.role)) : [];
  return (
    <ResourceFormClient meta={meta} id={id} pickableResources={pickable}>
      {children}
    </ResourceFormClient>
  );
}

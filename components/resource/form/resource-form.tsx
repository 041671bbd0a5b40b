// The generic create/update screen of a declared resource, as server pages use it: the definition is
// read here, on the server, and the client screen receives its plain metadata only, never the schema
// (that loads on first interaction, see lib/client/controllers/use-form-controller.ts), and which of
// its record pickers the role may use — and what to say about the others — so the grants stay here too.
import type { ReactNode } from 'react';
import { canCall, rolesFor } from '@/lib/grants';
import { resourceMeta, type ResourceName } from '@/areas/registry';
import type { FieldDef } from '@/lib/resources/types';
import { isPathAllowed, type Role } from '@/lib/routes';
import { getSessionUser } from '@/lib/server/dal';
import { ResourceFormClient, type ResourceFormClientProps } from './resource-form-client';

/** The resources the collection fields pick from, rows of array fields included. */
function pickedFields(fields: readonly FieldDef[]): { resource: string; label: string }[] {
  return fields.flatMap((field) =>
    field.type === 'collection' ? [{ resource: field.resource, label: field.label }] : field.type === 'array' ? pickedFields(field.of) : [],
  );
}

const ROLE_NOUNS: Record<Role, string> = { admin: 'admins', editor: 'editors' };

/** "Only admins can change categories." for a picker the role may not list. */
function lockedNote(resource: string, label: string): string {
  const roles = rolesFor('main', resource, 'list');
  const who = roles.length ? roles.map((role) => ROLE_NOUNS[role]).join(' and ') : 'nobody';
  return `Only ${who} can change ${label.toLowerCase()}.`;
}

export interface ResourceFormProps {
  resource: ResourceName;
  /** The record's id on an update screen; null to create. */
  id: string | null;
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
  /** A note above the fields, locked fields and a hidden Delete, for records the user may not fully change. */
  restrictions?: Pick<ResourceFormClientProps, 'notice' | 'lockedFields' | 'canDelete'>;
  /** Buttons beside the heading of an update screen (e.g. "Suggest links"). */
  headerActions?: ResourceFormClientProps['headerActions'];
  layout?: ResourceFormClientProps['layout'];
}

export async function ResourceForm({ resource, id, children, restrictions, headerActions, layout }: ResourceFormProps) {
  const meta = resourceMeta(resource);
  // The page has required the route, so a user is there; without one no picker is offered.
  const user = await getSessionUser();
  const pickable: string[] = [];
  const locked: Record<string, string> = {};
  for (const { resource: picked, label } of pickedFields(meta.fields)) {
    if (user && canCall('main', user.role, 'GET', [picked])) pickable.push(picked);
    else locked[picked] = lockedNote(picked, label);
  }
  return (
    <ResourceFormClient
      meta={meta}
      id={id}
      pickableResources={[...new Set(pickable)]}
      lockedPickerNotes={locked}
      headerActions={headerActions}
      layout={layout}
      listHref={user && isPathAllowed(meta.basePath, user.role) ? meta.basePath : null}
      {...restrictions}
    >
      {children}
    </ResourceFormClient>
  );
}

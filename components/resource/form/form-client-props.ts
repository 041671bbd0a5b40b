// What the generic create and update screens receive from their server pages: the definition is read here,
// on the server, and the client screen gets its plain metadata only, never the schema (that loads on first
// interaction, see lib/client/controllers/use-form-controller.ts), and which of its record pickers the role
// may use — and what to say about the others — so the grants stay here too.
import 'server-only';
import type { ReactNode } from 'react';
import { canCall, rolesFor } from '@/lib/grants';
import { resourceMeta, type ResourceName } from '@/areas/registry';
import type { FieldDef } from '@/lib/resources/types';
import { isPathAllowed, type Role } from '@/lib/routes';
import { getSessionUser } from '@/lib/server/dal';
import type { ResourceFormClientProps } from './resource-form-client';

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

/** The options a page gives the generic form. */
export interface ResourceFormOptions {
  resource: ResourceName;
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
  /** A note above the fields, locked fields and a hidden Delete, for records the user may not fully change. */
  restrictions?: Pick<ResourceFormClientProps, 'notice' | 'lockedFields' | 'canDelete'>;
  /** Buttons beside the heading of an update screen (e.g. "Suggest links"). */
  headerActions?: ResourceFormClientProps['headerActions'];
  layout?: ResourceFormClientProps['layout'];
}

/** The client form's props but its id, for the signed-in user. */
export async function formClientProps({ resource, children, restrictions, headerActions, layout }: ResourceFormOptions): Promise<Omit<ResourceFormClientProps, 'id' | 'updateParts'>> {
  const meta = resourceMeta(resource);
  // The page has required the route, so a user is there; without one no picker is offered.
  const user = await getSessionUser();
  const pickable: string[] = [];
  const locked: Record<string, string> = {};
  for (const { resource: picked, label } of pickedFields(meta.fields)) {
    if (user && canCall('main', user.role, 'GET', [picked])) pickable.push(picked);
    else locked[picked] = lockedNote(picked, label);
  }
  return {
    meta,
    pickableResources: [...new Set(pickable)],
    lockedPickerNotes: locked,
    headerActions,
    layout,
    listHref: user && isPathAllowed(meta.basePath, user.role) ? meta.basePath : null,
    children,
    ...restrictions,
  };
}

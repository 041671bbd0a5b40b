// GET /system/audit – the audit log of every record (admins): filters in the URL, each entry linking to its record.
import { RESOURCES, resourceMeta, type ResourceName } from '@/areas/registry';
import { VIDEO_PARAM } from '@/areas/videos/video-param';
import { AuditLogScreen, type AuditResource } from '@/components/resource/history/audit-log-screen';
import type { ResourceMeta } from '@/lib/resources/types';
import { isPathAllowed, type Role } from '@/lib/routes';
import { routePage } from '@/lib/server/route-page';

/** Where one record of a resource opens, `{id}` for its id: its own screen, its update form or its drawer. */
function recordHref(meta: ResourceMeta, role: Role): string | null {
  // The file library's drawer parameter is `file` (FILE_PARAM, in a client module a server page cannot read values from).
  const own: Partial<Record<string, string>> = { videos: `${meta.basePath}?${VIDEO_PARAM}={id}`, files: `${meta.basePath}?file={id}` };
  const href =
    own[meta.resource] ??
    (meta.rowLink?.includes('{id}') && !meta.rowLink.includes('#') ? meta.rowLink : undefined) ??
    (meta.actions.update ? `${meta.basePath}/update/{id}` : meta.detail ? `${meta.basePath}?${meta.detail.param}={id}` : undefined);
  return href && isPathAllowed(href.split('?')[0].replace('{id}', '1'), role) ? href : null;
}

function auditResources(role: Role): AuditResource[] {
  return (Object.keys(RESOURCES) as ResourceName[])
    .map((name) => resourceMeta(name))
    .map((meta) => ({
      resource: meta.resource,
      singular: meta.singular,
      title: meta.label,
      href: recordHref(meta, role),
      labels: Object.fromEntries(meta.fields.filter((field) => field.type !== 'placeholder').map((field) => [field.name, field.label])),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

const page = routePage('/system/audit', ({ user }) => <AuditLogScreen resources={auditResources(user.role)} />);

export const metadata = page.metadata;
export default page.Page;

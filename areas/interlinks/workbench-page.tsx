// The server page of the AI interlink workbench for one record, which each `<area>/ailink/[id]` page is: the
// route's role check (lib/server/route-page.ts), then a 404 for an id that names no record before any call.
import { notFound } from 'next/navigation';
import { InterlinkWorkbench } from '@/areas/interlinks/interlink-workbench';
import { sourceIdFromPath } from '@/areas/interlinks/source-id';
import type { InterlinkType } from '@/areas/interlinks/types';
import { routePage } from '@/lib/server/route-page';

/** The page of `pattern` (`/content/ailink/:id`), the workbench of a `sourceType` record. */
export function workbenchPage(pattern: string, sourceType: InterlinkType) {
  return routePage<{ id: string }>(pattern, ({ params }) => {
    const sourceId = sourceIdFromPath(params.id);
    if (sourceId === null) notFound();
    return <InterlinkWorkbench sourceType={sourceType} sourceId={sourceId} />;
  });
}

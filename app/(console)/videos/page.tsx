// GET /videos – the videos list, where a drawer (`?video=<id>`, `?video=new`) adds and edits a video: the
// route table has no create or update screens for videos (docs/console-screens.md#videos).
import { VideosScreen } from '@/areas/videos/videos-screen';
import { canCall } from '@/lib/grants';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/videos', ({ user }) => {
  const meta = resourceMetaForRole('videos', user.role);
  const pickable = [...new Set(meta.fields.flatMap((field) => (field.type === 'collection' ? [field.resource] : [])))].filter((resource) =>
    canCall('main', user.role, 'GET', [resource]),
  );
  return <VideosScreen meta={meta} pickableResources={pickable} canCreate={canCall('main', user.role, 'POST', ['videos'])} />;
});

export const metadata = page.metadata;
export default page.Page;

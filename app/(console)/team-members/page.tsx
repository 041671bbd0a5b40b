// GET /team-members – the team list, with the storefront order editor it opens on demand.
import { TeamMembersScreen } from '@/areas/team-members/team-members-screen';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/team-members', ({ user }) => <TeamMembersScreen meta={resourceMetaForRole('team-members', user.role)} />);

export const metadata = page.metadata;
export default page.Page;

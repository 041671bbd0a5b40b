// GET / – the dashboard, also served at /dashboard.
import { routePage } from '@/lib/server/route-page';
import { DashboardScreen } from '@/areas/dashboard/dashboard-screen';

const page = routePage('/', ({ user, searchParams }) => <DashboardScreen name={user.name} role={user.role} searchParams={searchParams} />);

export const metadata = page.metadata;
export default page.Page;

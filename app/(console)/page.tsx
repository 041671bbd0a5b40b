// GET / – the dashboard, also served at /dashboard.
import type { Metadata } from 'next';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';
import { DashboardScreen } from './dashboard/dashboard-screen';

export const metadata: Metadata = { title: matchRoute('/')?.title };

export default async function HomePage() {
  const user = await requireRoute('/');
  return <DashboardScreen name={user.name} role={user.role} />;
}

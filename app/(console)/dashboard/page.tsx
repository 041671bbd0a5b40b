// GET /dashboard – the dashboard.
import type { Metadata } from 'next';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';
import { DashboardScreen } from './dashboard-screen';

export const metadata: Metadata = { title: matchRoute('/dashboard')?.title };

export default async function DashboardPage() {
  const user = await requireRoute('/dashboard');
  return <DashboardScreen name={user.name} role={user.role} />;
}

// The dashboard (served at / and /dashboard): what needs attention today, in numbers and charts, for the
// user's role (docs/console-screens.md#dashboard).
import { PageHeader } from '@/components/shell/page-header';
import { DashboardClient } from '@/areas/dashboard/dashboard-client';
import type { Role } from '@/lib/routes';

interface DashboardScreenProps {
  name: string;
  role: Role;
}

export function DashboardScreen({ name, role }: DashboardScreenProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={role === 'admin' ? 'Sales, the fulfilment queue and the work waiting on the team.' : 'The content and conversation work waiting on the team.'}
      />
      <DashboardClient role={role} />
    </>
  );
}

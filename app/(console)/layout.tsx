// The shell around every staff page. The session is verified here again; middleware is not the only gate.
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { commandSourcesFor } from '@/areas/commands';
import { ConsoleProviders } from '@/components/providers/console-providers';
import { AppShell } from '@/components/shell/app-shell';
import { withMenuIcons } from '@/components/shell/menu-icons';
import { menuForRole } from '@/lib/routes';
import { getSessionUser } from '@/lib/server/dal';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect('/login');
  return (
    <ConsoleProviders>
      <AppShell menu={withMenuIcons(menuForRole(user.role))} userName={user.name} commands={commandSourcesFor(user.role)}>
        {children}
      </AppShell>
    </ConsoleProviders>
  );
}

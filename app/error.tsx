'use client';
// Route-level crash outside the console shell (docs/console-screens.md#crash-screens).
import { AppErrorScreen } from '@/components/shell/app-error-screen';

export default function RouteError({ error }: { error: unknown }) {
  return <AppErrorScreen error={error} />;
}

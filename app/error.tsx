'use client';
// Route-level crash outside the console shell (SPEC §8).
import { AppErrorScreen } from '@/components/shell/error-screen';

export default function RouteError({ error }: { error: unknown }) {
  return <AppErrorScreen error={error} />;
}

// Not-found inside the shell: unknown paths and routes the signed-in user's role may not open.
import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/not-found-screen';

export const metadata: Metadata = { title: 'Page not found' };

export default function ConsoleNotFound() {
  return <NotFoundScreen />;
}

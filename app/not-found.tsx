// The not-found screen for paths outside the console shell.
import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/not-found-screen';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return <NotFoundScreen />;
}

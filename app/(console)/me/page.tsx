// GET /me – the signed-in user's profile.
import type { Metadata } from 'next';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';
import { MeClient } from './me-client';

export const metadata: Metadata = { title: matchRoute('/me')?.title };

export default async function MePage() {
  await requireRoute('/me');
  return <MeClient />;
}

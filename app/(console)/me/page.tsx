// GET /me – the signed-in user's profile.
import { routePage } from '@/lib/server/route-page';
import { MeClient } from './me-client';

const page = routePage('/me', () => <MeClient />);

export const metadata = page.metadata;
export default page.Page;

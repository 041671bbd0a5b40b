// Any /api path no handler serves: a JSON 404 through the same wrapper as every other handler (no
// HTML page, headers and anti-forgery as everywhere), since middleware does not run for /api.
import { publicHandler } from '@/lib/server/handler';
import { BffError } from '@/lib/server/errors';

export const dynamic = 'force-dynamic';

const notFound = publicHandler('unknown api path', async () => {
  throw new BffError(404, 'There is no such API path.');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

// /api/main/v1/* – the strict proxy to the main API (see lib/server/proxy.ts).
import { sessionHandler } from '@/lib/server/handler';
import { proxyToUpstream } from '@/lib/server/proxy';

const handle = sessionHandler('main proxy', (ctx) => proxyToUpstream('main', ctx));

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

// /api/ai/v1/* – the strict proxy to the AI host (see lib/server/proxy.ts).
import { sessionHandler } from '@/lib/server/handler';
import { proxyToUpstream } from '@/lib/server/proxy';

const handle = sessionHandler('ai proxy', (ctx) => proxyToUpstream('ai', ctx));

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

// GET /api/proxy/v1/<path>?<query> – the BFF's proper floor (README, Performance): a bare route handler that makes the
// BFF's upstream call and passes the answer on, with no session, grants, contracts or logging. The client
// replicates lib/server/upstream.ts exactly rather than importing it (that module pulls in the console's
// metrics, tracing and request context, which are the BFF's own cost): node:http `request` on a keep-alive
// Agent whose idle sockets close after 4 s, the call's headers as a plain record, the answer read whole
// (a page of JSON, as the BFF reads one under 1 MB) and sent on with its type and length.
import { Agent, request } from 'node:http';

const upstream = process.env.FLOOR_UPSTREAM_URL ?? 'http://127.0.0.1:4200';
// lib/server/upstream.ts: `new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS })`, IDLE_SOCKET_MS = 4_000.
const agent = new Agent({ keepAlive: true, timeout: 4_000 });
const MOUNT = '/api/proxy';

export const dynamic = 'force-dynamic';

export function GET(incoming) {
  const url = new URL(incoming.url);
  // The bearer comes with the request (no session to open); accept is passed on as the BFF passes it.
  const headers = {};
  const authorization = incoming.headers.get('authorization');
  if (authorization !== null) headers.authorization = authorization;
  const accept = incoming.headers.get('accept');
  if (accept !== null) headers.accept = accept;
  return new Promise((resolve) => {
    const call = request(new URL(`${upstream}${url.pathname.slice(MOUNT.length)}${url.search}`), { method: 'GET', headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        const passed = { 'content-type': answer.headers['content-type'] ?? 'application/json' };
        resolve(new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: answer.statusCode ?? 502, headers: passed }));
      });
    });
    call.on('error', () => resolve(new Response('{"error":"upstream unreachable"}', { status: 502, headers: { 'content-type': 'application/json' } })));
    call.end();
  });
}

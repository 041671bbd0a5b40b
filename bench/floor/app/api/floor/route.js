// GET /api/floor – the framework's floor: a bare route handler answering the same 20-record page the
// benchmark's upstream serves, with no session, middleware or proxying.
const body = process.env.FLOOR_BODY ?? '{}';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

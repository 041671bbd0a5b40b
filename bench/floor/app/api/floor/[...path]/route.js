// GET /api/floor/<any path>?<any query> – the floor for a request shaped like the BFF's: a catch-all
// route taking the same path depth and query, answering the same page. Next's work for a dynamic route
// and a query string is in it; the session, the upstream call and the proxying are not.
const body = process.env.FLOOR_BODY ?? '{}';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

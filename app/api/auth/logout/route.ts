// POST /api/auth/logout – ends the console session by removing its cookie.
import { NextResponse } from 'next/server';
import { clearSessionCookie, publicHandler } from '@/lib/server/handler';

export const POST = publicHandler('logout', async ({ config }) => {
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookie(response, config);
  return response;
});

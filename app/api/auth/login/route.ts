// POST /api/auth/login – exchanges e-mail and code for an upstream session, sealed into the cookie.
import { NextResponse } from 'next/server';
import { loginBodySchema, type SignedInResponse } from '@/lib/contract/auth';
import { logIn } from '@/lib/server/auth-api';
import { readJsonBody } from '@/lib/server/body';
import { publicHandler, writeSessionCookie } from '@/lib/server/handler';

export const POST = publicHandler('login', async ({ request, config }) => {
  const { email, code } = await readJsonBody(request, loginBodySchema);
  const data = await logIn(config, email, code);
  const body: SignedInResponse = {
    user: { id: data.id, name: data.name, role: data.role },
    expiresAt: data.session.expired_at,
  };
  const response = NextResponse.json(body);
  await writeSessionCookie(
    response,
    { id: data.id, name: data.name, role: data.role, upstream: data.session, createdAt: Date.now() },
    config,
  );
  return response;
});

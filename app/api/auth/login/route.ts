// POST /api/auth/login – exchanges e-mail and code for an upstream session, sealed into the cookie.
import { NextResponse } from 'next/server';
import { loginBodySchema, type SignedInResponse } from '@/lib/contract/auth';
import { logIn } from '@/lib/server/auth-api';
import { readJsonBody } from '@/lib/server/body';
import { clientAddress } from '@/lib/server/client-address';
import { publicHandler, writeSessionCookie } from '@/lib/server/handler';
import { limitLoginAttempt } from '@/lib/server/rate-limit';
import { startSession } from '@/lib/server/session-codec';

export const POST = publicHandler('login', async ({ request, config }) => {
  const { email, code } = await readJsonBody(request, loginBodySchema);
  // Failures count per (e-mail, address) and per address; a success clears this e-mail's failures and code
  // requests from this address, and its code-request ceiling.
  const data = await limitLoginAttempt(email, clientAddress(request.headers, config), config, () => logIn(config, email, code));
  const body: SignedInResponse = {
    user: { id: data.id, name: data.name, role: data.role },
    expiresAt: data.session.expired_at,
  };
  const response = NextResponse.json(body);
  await writeSessionCookie(
    response,
    startSession({ id: data.id, name: data.name, role: data.role, upstream: data.session }),
    config,
  );
  return response;
});

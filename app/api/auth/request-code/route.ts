// POST /api/auth/request-code – asks the main API to e-mail a one-time login code.
import { NextResponse } from 'next/server';
import { requestCodeBodySchema } from '@/lib/contract/auth';
import { requestLoginCode } from '@/lib/server/auth-api';
import { readJsonBody } from '@/lib/server/body';
import { clientAddress } from '@/lib/server/client-address';
import { publicHandler } from '@/lib/server/handler';
import { assertCodeRequestAllowed } from '@/lib/server/rate-limit';

export const POST = publicHandler('request-code', async ({ request, config }) => {
  const { email } = await readJsonBody(request, requestCodeBodySchema);
  // Per (e-mail, address) and per address, then a high per-e-mail ceiling against mail floods; counted
  // apart from login failures, so a stranger asking in someone's name never shuts the owner out.
  await assertCodeRequestAllowed(email, clientAddress(request.headers, config), config);
  await requestLoginCode(config, email);
  return NextResponse.json({ sent: true });
});

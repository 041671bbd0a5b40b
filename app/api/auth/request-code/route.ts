// POST /api/auth/request-code – asks the main API to e-mail a one-time login code.
import { NextResponse } from 'next/server';
import { requestCodeBodySchema } from '@/lib/contract/auth';
import { requestLoginCode } from '@/lib/server/auth-api';
import { readJsonBody } from '@/lib/server/body';
import { publicHandler } from '@/lib/server/handler';

export const POST = publicHandler('request-code', async ({ request, config }) => {
  const { email } = await readJsonBody(request, requestCodeBodySchema);
  await requestLoginCode(config, email);
  return NextResponse.json({ sent: true });
});

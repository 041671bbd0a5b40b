// GET /login – the public sign-in page; a visitor who is already signed in goes on to where they were heading.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/safe-next-path';
import { getSessionUser } from '@/lib/server/dal';
import { LoginClient } from './login-client';

export const metadata: Metadata = { title: 'Sign in' };

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next);
  if (await getSessionUser()) redirect(nextPath);
  return <LoginClient nextPath={nextPath} />;
}

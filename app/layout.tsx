// The document around every page: font, providers and the title template.
import '@fontsource-variable/inter';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';

// Inline, so the browser's icon request never meets the route guard (which would answer 404 or /login).
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#16a34a"/>' +
      '<path d="M7 16.5C7 11 10.5 7.5 17 7c0 6.5-3.5 10-9 10M7 17c2-2.5 4-4.3 6.5-5.8" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/></svg>',
  );

export const metadata: Metadata = {
  title: { template: '%s · Wellness Console', default: 'Wellness Console' },
  icons: { icon: ICON },
  description: 'Back-office console for staff.',
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The per-request CSP nonce from middleware; reading it also renders every page per request, which a
  // nonce needs (a prerendered page would carry a stale one).
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <AppProviders nonce={nonce}>{children}</AppProviders>
      </body>
    </html>
  );
}

'use client';
// Everything every page runs inside: styles registry, Chakra theme, colour mode, SWR defaults, toasts.
import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { system } from '@/components/ui/system';
import { Toaster } from '@/components/ui/toaster';
import { EmotionRegistry } from './emotion-registry';
import { ApiError, apiFetch, isRedirectingToLogin } from '@/lib/client/fetcher';
import { toastQueryError } from '@/lib/client/toaster';

const swrConfig: SWRConfiguration = {
  fetcher: (url: string) => apiFetch(url),
  onError: (error) => {
    if (!isRedirectingToLogin()) toastQueryError(error);
  },
  // A 4xx will not change on its own; retrying only repeats the toast.
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

// next-themes renders an inline script that must run before paint. When React creates it on the client
// (not hydration) it warns that such scripts never run; marking it a data block there silences that, and
// suppressHydrationWarning (set by next-themes) covers the differing attribute.
const themeScriptProps = typeof window === 'undefined' ? undefined : { type: 'application/json' };

interface AppProvidersProps {
  children: ReactNode;
  /** The request's CSP nonce, for the style and script elements Emotion and next-themes add. */
  nonce?: string;
}

export function AppProviders({ children, nonce }: AppProvidersProps) {
  return (
    <EmotionRegistry nonce={nonce}>
      <ChakraProvider value={system}>
        <ThemeProvider
          attribute="class"
          defaultTheme="system"
          enableSystem
          disableTransitionOnChange
          nonce={nonce}
          scriptProps={themeScriptProps}
        >
          <SWRConfig value={swrConfig}>
            {children}
            <Toaster />
          </SWRConfig>
        </ThemeProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}

'use client';
// Everything every page runs inside: styles registry, Chakra theme, colour mode, toasts, and the reload
// for code chunks a deploy removed (lib/client/chunk-reload.ts). Signed-in pages add SWR's defaults
// (console-providers.tsx).
import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { presetZodJitless } from '@/lib/client/zod-jitless';
import { system } from '@/components/ui/system';
import { reloadOnUnhandledChunkErrors } from '@/lib/client/chunk-reload';
import { Toaster } from '@/components/ui/toaster';
import { EmotionRegistry } from './emotion-registry';

// next-themes renders an inline script that must run before paint. When React creates it on the client
// (not hydration) it warns that such scripts never run; marking it a data block there silences that, and
// suppressHydrationWarning (set by next-themes) covers the differing attribute.
const themeScriptProps = typeof window === 'undefined' ? undefined : { type: 'application/json' };

presetZodJitless();

interface AppProvidersProps {
  children: ReactNode;
  /** The request's CSP nonce, for the style and script elements Emotion and next-themes add. */
  nonce?: string;
}

export function AppProviders({ children, nonce }: AppProvidersProps) {
  // A code chunk that a deploy removed, loaded by code that did not handle the failure: reload once.
  useEffect(reloadOnUnhandledChunkErrors, []);
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
          {children}
          <Toaster />
        </ThemeProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}

'use client';
// Crash screens: the in-shell rendering crash and the route-level crash (docs/console-screens.md#crash-screens). React
// already logs the error itself. A code chunk missing after a deploy reloads the page once instead
// (lib/client/chunk-reload.ts); the screen shows when that did not help.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useReloadForChunkError } from '@/lib/client/chunk-reload';
import { errorDigest } from '@/lib/client/error-digest';

export function RenderCrashScreen({ error }: { error: unknown }) {
  if (useReloadForChunkError(error)) return null;
  return (
    <Stack role="alert" alignItems="center" justifyContent="center" textAlign="center" gap="3" minHeight="50vh">
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted">Try to refresh the page</Text>
      <Button colorPalette="green" onClick={() => window.location.reload()}>
        Refresh the page
      </Button>
    </Stack>
  );
}

export function AppErrorScreen({ error }: { error: unknown }) {
  const digest = errorDigest(error);
  if (useReloadForChunkError(error)) return null;
  return (
    <Stack role="alert" alignItems="center" justifyContent="center" textAlign="center" gap="3" minHeight="100dvh">
      <Heading as="h1" size="xl">
        Unexpected Application Error!
      </Heading>
      {digest && <Text color="fg.muted">Reference: {digest}</Text>}
    </Stack>
  );
}

'use client';
// The route-level crash outside the shell (docs/console-screens.md#crash-screens), with the digest the
// server log holds. A code chunk missing after a deploy reloads the page once instead
// (lib/client/chunk-reload.ts). A file of its own, as the in-shell screen's: each error boundary's chunk
// then carries only its own screen.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useReloadForChunkError } from '@/lib/client/chunk-reload';
import { errorDigest } from '@/lib/client/error-digest';

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

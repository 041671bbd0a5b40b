'use client';
// The in-shell rendering crash (docs/console-screens.md#crash-screens): the navigation stays, the content
// offers a reload. React already logs the error itself. A code chunk missing after a deploy reloads the
// page once instead (lib/client/chunk-reload.ts); the screen shows when that did not help. A file of its
// own, as the route-level screen's: each error boundary's chunk then carries only its own screen.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useReloadForChunkError } from '@/lib/client/chunk-reload';

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

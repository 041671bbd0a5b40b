// The 'Loading...' indicator shown while the current user loads (docs/console-screens.md#loading).
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function LoadingScreen() {
  return (
    <Center role="status" minHeight="50vh">
      <Stack alignItems="center" gap="3">
        <Spinner size="md" color="fg.muted" aria-hidden="true" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    </Center>
  );
}

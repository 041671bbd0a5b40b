// The not-found screen: unknown paths and routes the role may not open (docs/console-screens.md#not-found).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export function NotFoundScreen() {
  return (
    <Stack alignItems="center" justifyContent="center" textAlign="center" gap="4" minHeight="60vh" padding="6">
      {/* fg.muted, not fg.subtle: large text still needs 3:1 (fg.subtle is 2.6:1 on the light page). */}
      <Text fontSize="5xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you asked for does not exist, or your role cannot open it.</Text>
      <Button asChild colorPalette="green">
        <NextLink href="/">Go to dashboard</NextLink>
      </Button>
    </Stack>
  );
}

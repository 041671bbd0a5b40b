'use client';
// Light/dark switch. The colour scheme follows the OS until the user picks one; next-themes remembers it.
import { Box, IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useIsClient } from '@/lib/client/use-is-client';
import { MoonIcon, SunIcon } from './icons';

export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the scheme, so the icon waits for the client to avoid a hydration mismatch.
  const isClient = useIsClient();
  const isDark = resolvedTheme === 'dark';
  return (
    <IconButton
      aria-label="Toggle color mode"
      variant="ghost"
      size="sm"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isClient ? isDark ? <SunIcon /> : <MoonIcon /> : <Box boxSize="5" />}
    </IconButton>
  );
}

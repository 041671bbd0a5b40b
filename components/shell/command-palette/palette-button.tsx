'use client';
// The top bar's "Jump to": asks the shell for the command palette (shortcuts-on-demand.tsx loads it with
// the keyboard shortcuts, on the first press or ask), as Ctrl+K / ⌘K does from anywhere.
import { Box, Button, Kbd } from '@chakra-ui/react';
import { OPEN_PALETTE_EVENT } from '../shortcut-press';
import { SearchIcon } from '../icons';

export function PaletteButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      color="fg.muted"
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))}
    >
      <SearchIcon size={16} />
      {/* The name, read out at every width (not "Search": each list's own search box has that name). */}
      <Box as="span" srOnly={{ base: true, md: false }}>
        Jump to
      </Box>
      <Kbd size="sm" hideBelow="md" aria-hidden="true">
        Ctrl+K
      </Kbd>
    </Button>
  );
}

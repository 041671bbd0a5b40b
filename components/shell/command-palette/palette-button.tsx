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
      // Not "Search": every list's own search box has that name, and tests find it by that name alone.
      aria-label="Jump to"
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))}
    >
      <SearchIcon size={16} />
      <Box as="span" hideBelow="md">
        Jump to…
      </Box>
      <Kbd size="sm" hideBelow="md" aria-hidden="true">
        Ctrl+K
      </Kbd>
    </Button>
  );
}

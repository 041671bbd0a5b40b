'use client';
// The 60 px top bar (docs/console-screens.md#shell): sidebar toggle, logo, the command palette’s "Jump to",
// the live updates' status (only when paused), light/dark switch and the user menu.
import { Flex, IconButton, Spacer } from '@chakra-ui/react';
import { ColorModeButton } from './color-mode-button';
import { PaletteButton } from './command-palette/palette-button';
import { MenuToggleIcon } from './icons';
import { LiveStatus } from './live-status';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

export const TOP_BAR_HEIGHT = '60px';

interface TopBarProps {
  isSidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  userName: string;
}

export function TopBar({ isSidebarCollapsed, onToggleSidebar, userName }: TopBarProps) {
  return (
    <Flex
      as="header"
      height={TOP_BAR_HEIGHT}
      flexShrink={0}
      alignItems="center"
      gap="2"
      paddingInline="2.5"
      borderBottomWidth="1px"
      bg="bg"
    >
      <IconButton
        aria-label="Toggle sidebar"
        aria-expanded={!isSidebarCollapsed}
        aria-controls="main-navigation"
        variant="ghost"
        size="sm"
        onClick={onToggleSidebar}
      >
        <MenuToggleIcon />
      </IconButton>
      <Logo />
      <Spacer />
      <LiveStatus />
      <PaletteButton />
      <ColorModeButton />
      <UserMenu fallbackName={userName} />
    </Flex>
  );
}

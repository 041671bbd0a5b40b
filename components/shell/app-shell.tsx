'use client';
// The frame of every staff page: top bar, left navigation, and the content area that waits for the
// current user (docs/console-screens.md#shell, docs/console-screens.md#staying-signed-in) while the session keeper keeps the tab signed in.
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { LocationWatch } from '@/lib/client/came-from';
import { ApiError, apiFetch, redirectToLogin } from '@/lib/client/fetcher';
import { SessionKeeper } from '@/lib/client/session-keeper';
import { useRememberOpenedRecords } from '@/lib/client/recent-records';
import { useMe } from '@/lib/client/use-me';
import type { CommandSources } from '@/areas/commands';
import type { MenuItemState } from '@/lib/menu';
import { LiveConnection } from './live-connection';
import { SessionNewsOnLeave } from './session-news-on-leave';
import { ShortcutsOnDemand } from './shortcuts-on-demand';
import { LoadingScreen } from './loading-screen';
import { SIDEBAR_RAIL_WIDTH, SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useSidebar } from './use-sidebar';

function isUserRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status !== 401;
}

interface AppShellProps {
  /** The navigation menu as the user's role sees it, marked on the server. */
  menu: readonly MenuItemState[];
  /** From the session, for the avatar until /api/me answers. */
  userName: string;
  /** What the command palette may offer the role, worked out on the server (areas/commands.ts). */
  commands: CommandSources;
  children: ReactNode;
}

export function AppShell({ menu, userName, commands, children }: AppShellProps) {
  const sidebar = useSidebar();
  const { data: me, error } = useMe();
  useRememberOpenedRecords(commands.records);
  const isOverlay = sidebar.isNarrow && !sidebar.isCollapsed;

  useEffect(() => {
    // A 401 is already on its way to /login (the fetcher). Any other answer refusing the user (the BFF has
    // retried /v1/me already) ends the visit (docs/console-screens.md#staying-signed-in), the session first, or /login would send a
    // still-signed-in user back. No answer at all (offline, or a request cut off by leaving the page) is
    // not a refusal: SWR tries again, and the session must survive it.
    if (!me && isUserRefused(error)) {
      void apiFetch('/api/auth/logout', { method: 'POST' })
        .then(() => import('@/lib/client/session-news').then((news) => news.announceSession({ kind: 'signed-out' })))
        .catch(() => undefined)
        .then(redirectToLogin);
    }
  }, [error, me]);

  return (
    <Flex direction="column" height="100dvh">
      <SkipNavLink id="main-content">Skip to content</SkipNavLink>
      <ShortcutsOnDemand menu={menu} commands={commands} />
      <TopBar isSidebarCollapsed={sidebar.isCollapsed} onToggleSidebar={sidebar.toggle} userName={userName} />
      <Flex flex="1" minHeight="0" position="relative">
        <Box
          flexShrink={0}
          width={sidebar.isNarrow ? SIDEBAR_RAIL_WIDTH : undefined}
          position="relative"
          onKeyDown={isOverlay ? (event) => event.key === 'Escape' && sidebar.closeIfNarrow() : undefined}
        >
          <Box
            height="full"
            position={isOverlay ? 'absolute' : 'static'}
            insetBlock="0"
            insetStart="0"
            zIndex={isOverlay ? 'banner' : undefined}
            boxShadow={isOverlay ? 'lg' : undefined}
          >
            <SideNav
              items={menu}
              isCollapsed={sidebar.isCollapsed}
              onExpand={sidebar.expand}
              onNavigate={sidebar.closeIfNarrow}
            />
          </Box>
        </Box>
        {isOverlay && (
          <Box
            aria-hidden="true"
            position="absolute"
            inset="0"
            zIndex="sticky"
            bg="blackAlpha.500"
            onClick={sidebar.closeIfNarrow}
          />
        )}
        <Box
          as="main"
          id="main-content"
          tabIndex={-1}
          flex="1"
          minWidth="0"
          overflowY="auto"
          // The containing block of everything absolutely placed inside (visually hidden status lines, live
          // regions): placed against the shell instead, they sat where the form had scrolled them, below the
          // window, and made the page itself taller, so the wheel slid the top bar and menu away.
          position="relative"
          padding={{ base: '4', md: '6' }}
          outline="none"
        >
          {!me && <LoadingScreen />}
          {/* Rendered while hidden, so the server still renders the page (its not-found answers 404). */}
          <Box hidden={!me}>{children}</Box>
        </Box>
      </Flex>
      <SessionKeeper />
      <LiveConnection />
      <SessionNewsOnLeave />
      <Suspense fallback={null}>
        <LocationWatch />
      </Suspense>
    </Flex>
  );
}

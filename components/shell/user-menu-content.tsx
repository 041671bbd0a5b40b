'use client';
// The user menu itself (zag's menu and its positioning): loaded by user-menu.tsx when the pointer or
// focus reaches the trigger, so it is not part of any page's first load.
import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/client/fetcher';
import { announceSession } from '@/lib/client/session-news';
import { toaster } from '@/lib/client/toaster';
import { APP_VERSION } from '@/lib/version';
import { OPEN_SHORTCUTS_EVENT } from './shortcut-press';
import { userMenuButtonProps, UserAvatar } from './user-avatar';

export interface UserMenuContentProps {
  name: string;
  photo?: string | null;
  /** Open at once: the trigger was pressed while this code was loading. */
  isOpenAtOnce: boolean;
  /** Keep keyboard focus on the trigger, which replaced the stand-in that had it. */
  isFocused: boolean;
}

export function UserMenuContent({ name, photo, isOpenAtOnce, isFocused }: UserMenuContentProps) {
  const router = useRouter();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isFocused && !isOpenAtOnce) triggerRef.current?.focus();
  }, [isFocused, isOpenAtOnce]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await apiFetch('/api/auth/logout', { method: 'POST' });
      announceSession({ kind: 'signed-out' });
      // A full load, not router.push: nothing of the signed-out user's data may stay in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/login');
    } catch {
      toaster.create({ type: 'error', title: 'Error', description: 'Error occured', closable: true });
      setLoggingOut(false);
    }
  };

  return (
    <Menu.Root
      defaultOpen={isOpenAtOnce}
      positioning={{ placement: 'bottom-end' }}
      // Keyboard selection of a link item would otherwise be a full page load.
      navigate={({ href }) => {
        const url = new URL(href);
        router.push(`${url.pathname}${url.search}${url.hash}`);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton ref={triggerRef} {...userMenuButtonProps(name)}>
          <UserAvatar name={name} photo={photo} size="xs" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
              <Menu.Item value="account-settings" asChild>
                <NextLink href="/me">Account settings</NextLink>
              </Menu.Item>
              <Menu.Item value="keyboard-shortcuts" onSelect={() => window.dispatchEvent(new Event(OPEN_SHORTCUTS_EVENT))}>
                Keyboard shortcuts
              </Menu.Item>
              <Menu.Item value="logout" disabled={isLoggingOut} onSelect={() => void logout()}>
                Logout
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item
              value="version"
              disabled
              fontSize="xs"
              color="fg.muted"
              _disabled={{ opacity: 1, cursor: 'default' }}
            >
              Version <Box as="span">{APP_VERSION}</Box>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

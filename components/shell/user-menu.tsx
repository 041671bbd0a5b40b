'use client';
// The user menu of the top bar: who is signed in, Account settings, Logout and the app version.
import { Avatar, Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { useMe } from '@/lib/client/use-me';
import { APP_VERSION } from '@/lib/version';

export function UserMenu({ fallbackName }: { fallbackName: string }) {
  const router = useRouter();
  const { data: me } = useMe();
  const name = me?.name ?? fallbackName;
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await apiFetch('/api/auth/logout', { method: 'POST' });
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
      positioning={{ placement: 'bottom-end' }}
      // Keyboard selection of a link item would otherwise be a full page load.
      navigate={({ href }) => {
        const url = new URL(href);
        router.push(`${url.pathname}${url.search}${url.hash}`);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label="User menu" variant="ghost" size="sm" rounded="full">
          <UserAvatar name={name} photo={me?.photo} size="xs" />
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

/** The user's photo, or their initials while it loads or when there is none. */
export function UserAvatar({
  name,
  photo,
  size = 'sm',
}: {
  name: string;
  photo?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}) {
  return (
    <Avatar.Root size={size} colorPalette="green">
      <Avatar.Fallback name={name} />
      {photo && <Avatar.Image src={photo} alt="" />}
    </Avatar.Root>
  );
}

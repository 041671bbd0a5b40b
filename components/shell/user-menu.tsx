'use client';
// The user menu of the top bar: who is signed in, Account settings, Logout and the app version. The
// menu's code (user-menu-content.tsx) loads when the pointer or focus reaches the trigger; until then
// the trigger is a plain button with the same name, and a press during the load opens the menu after it.
import { IconButton } from '@chakra-ui/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { useMe } from '@/lib/client/use-me';
import type { UserMenuContentProps } from './user-menu-content';
import { userMenuButtonProps, UserAvatar } from './user-avatar';

// The menu's code could not be fetched (network gone): say so on use instead of failing the page.
const LazyUserMenuContent = lazyWithFallback(() => import('./user-menu-content').then((module) => module.UserMenuContent), MenuUnavailable);

const reportMenuUnavailable = () => reportUnavailable('The user menu');

function MenuUnavailable({ name, photo, isOpenAtOnce }: UserMenuContentProps) {
  // The press that asked for the menu gets its answer too.
  useEffect(() => {
    if (isOpenAtOnce) reportMenuUnavailable();
  }, [isOpenAtOnce]);
  return (
    <IconButton {...userMenuButtonProps(name)} onClick={reportMenuUnavailable}>
      <UserAvatar name={name} photo={photo} size="xs" />
    </IconButton>
  );
}

type Wish = 'none' | 'load' | 'open';

export function UserMenu({ fallbackName }: { fallbackName: string }) {
  const { data: me } = useMe();
  const name = me?.name ?? fallbackName;
  const [wish, setWish] = useState<Wish>('none');
  const [isFocused, setFocused] = useState(false);
  // In a transition, so the stand-in stays on screen (and keeps focus) while the code loads.
  const want = (next: Wish) => startTransition(() => setWish((current) => (current === 'open' ? current : next)));

  const standIn = (
    <IconButton
      {...userMenuButtonProps(name)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => want('load')}
      onFocus={() => {
        setFocused(true);
        want('load');
      }}
      onBlur={() => setFocused(false)}
      onClick={() => want('open')}
    >
      <UserAvatar name={name} photo={me?.photo} size="xs" />
    </IconButton>
  );
  return (
    <Suspense fallback={standIn}>
      {wish === 'none' ? (
        standIn
      ) : (
        <LazyUserMenuContent name={name} photo={me?.photo} isOpenAtOnce={wish === 'open'} isFocused={isFocused} />
      )}
    </Suspense>
  );
}

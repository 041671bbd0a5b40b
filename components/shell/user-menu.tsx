'use client';
// The user menu of the top bar: who is signed in, Account settings, Logout and the app version. The
// menu's code (user-menu-content.tsx) loads when the pointer or focus reaches the trigger; until then
// the trigger is a plain button with the same name, and a press during the load opens the menu after it.
import { Avatar, IconButton } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useState } from 'react';
import { useMe } from '@/lib/client/use-me';

const loadMenu = () => import('./user-menu-content');
const LazyUserMenuContent = lazy(() => loadMenu().then((module) => ({ default: module.UserMenuContent })));

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
      aria-label="User menu"
      aria-haspopup="menu"
      aria-expanded={false}
      variant="ghost"
      size="sm"
      rounded="full"
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

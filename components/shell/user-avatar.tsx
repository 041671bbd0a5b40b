// The signed-in user's avatar, and the look of the top bar's round button that opens the user menu
// (the same whether the menu's code has loaded or not: user-menu.tsx, user-menu-content.tsx).
import { Avatar } from '@chakra-ui/react';

export const USER_MENU_BUTTON = { 'aria-label': 'User menu', variant: 'ghost', size: 'sm', rounded: 'full' } as const;

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

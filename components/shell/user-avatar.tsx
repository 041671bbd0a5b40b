// The signed-in user's avatar, and the look of the top bar's round button that opens the user menu
// (the same whether the menu's code has loaded or not: user-menu.tsx, user-menu-content.tsx). Drawn
// here rather than with Chakra's Avatar, whose state machine would ship on every page for one picture.
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The user-menu button's props. Its accessible name is "User menu" followed by the initials it shows
 * ("User menu, EE"), so the name contains the button's visible text (WCAG 2.5.3: speech users say what
 * they see) and starts the same for everyone, for QA's locators. Not in parentheses: text in parentheses
 * does not count as part of a name (axe's label-content-name-mismatch drops it, as speech input may).
 */
export function userMenuButtonProps(name: string) {
  const initials = initialsOf(name).toUpperCase();
  return {
    'aria-label': initials ? `User menu, ${initials}` : 'User menu',
    variant: 'ghost',
    size: 'sm',
    rounded: 'full',
  } as const;
}

/** Diameter and initials' font size per size, as Chakra's avatar has them. */
const SIZES = {
  xs: { box: '8', font: 'xs' },
  sm: { box: '9', font: 'sm' },
  md: { box: '10', font: 'md' },
  lg: { box: '11', font: 'md' },
  xl: { box: '12', font: 'lg' },
  '2xl': { box: '16', font: 'xl' },
} as const;

/** "Ada Lovelace" → "AL", "Ada" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].charAt(0);
  return words.length > 1 ? `${first}${words[words.length - 1].charAt(0)}` : first;
}

/** The user's photo, or their initials while it loads or when there is none (or it fails to load). */
export function UserAvatar({ name, photo, size = 'sm' }: { name: string; photo?: string | null; size?: keyof typeof SIZES }) {
  const [loadedPhoto, setLoadedPhoto] = useState<string | null>(null);
  const isPhotoShown = Boolean(photo) && loadedPhoto === photo;
  const { box, font } = SIZES[size];
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      position="relative"
      flexShrink="0"
      boxSize={box}
      rounded="full"
      overflow="hidden"
      userSelect="none"
      verticalAlign="top"
      colorPalette="green"
      bg="colorPalette.muted"
      color="colorPalette.fg"
      fontSize={font}
      fontWeight="medium"
      lineHeight="1"
      textTransform="uppercase"
    >
      {!isPhotoShown && <span aria-hidden="true">{initialsOf(name)}</span>}
      {photo && (
        // The photo stays hidden until it has loaded, so a broken link leaves the initials showing.
        <chakra.img
          src={photo}
          alt=""
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          visibility={isPhotoShown ? 'visible' : 'hidden'}
          onLoad={() => setLoadedPhoto(photo)}
          onError={() => setLoadedPhoto(null)}
        />
      )}
    </chakra.span>
  );
}

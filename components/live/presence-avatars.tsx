'use client';
// Who else has a record open, drawn: Chakra's avatar group with each person's initials (named by a title
// on hover), and "Ada Admin is editing" beside it. The words for screen readers are the caller's
// (record-presence.tsx). Loaded only once someone else is there, with the avatar's recipe.
import { Avatar, AvatarGroup, Flex, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import type { PresenceViewer } from '@/lib/contract/live-types';
import { presenceText } from './presence-summary';

const SHOWN = 4;

export function PresenceAvatars({ others }: { others: readonly PresenceViewer[] }) {
  const extra = others.length - SHOWN;
  return (
    <Flex alignItems="center" gap="2" aria-hidden="true">
      <AvatarGroup size="xs">
        {others.slice(0, SHOWN).map((viewer) => (
          <Avatar.Root key={String(viewer.userId)} title={viewer.editing ? `${viewer.name} (editing)` : viewer.name} colorPalette={viewer.editing ? 'orange' : 'gray'}>
            <Avatar.Fallback name={viewer.name} />
          </Avatar.Root>
        ))}
        {extra > 0 && (
          <Avatar.Root variant="outline">
            <Avatar.Fallback>+{extra.toLocaleString('en-GB')}</Avatar.Fallback>
          </Avatar.Root>
        )}
      </AvatarGroup>
      <Text fontSize="sm" color="fg.muted">
        {presenceText(others)}
      </Text>
    </Flex>
  );
}

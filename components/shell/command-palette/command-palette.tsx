'use client';
// The command palette (Ctrl+K / ⌘K, or "Jump to" in the top bar): one field that finds the screens the role
// may open, records across the lists it may open, and the actions it may take; before anything is typed,
// the records opened last. Chakra's Dialog around its Combobox, kept open as a list under the field, so
// arrows, Enter and Escape work as in any combobox. Loaded on first open, by the keyboard shortcuts
// (keyboard-shortcuts.tsx).
import { Box, Combobox, Dialog, Flex, HStack, Kbd, Portal, Spinner, Text, VisuallyHidden, chakra, createListCollection } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import type { CommandSources } from '@/areas/commands';
import { useMe } from '@/lib/client/use-me';
import { paletteView, resultsAnnouncement, type FieldMatch, type PaletteItem } from './palette-items';
import { useRecordSearch } from './use-palette-search';
import { useRecentRecords } from './use-recent-records';

export interface CommandPaletteProps {
  isOpen: boolean;
  onClose: () => void;
  sources: CommandSources;
  /** The element focus goes back to on closing: where it was when the palette opened. */
  returnFocusTo: () => HTMLElement | null;
}

/** The items of each group in order, as they are drawn: the combobox's collection keeps the same order. */
function byGroup(items: readonly PaletteItem[]): [string, PaletteItem[]][] {
  const groups = new Map<string, PaletteItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

export function CommandPalette({ isOpen, onClose, sources, returnFocusTo }: CommandPaletteProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(event) => !event.open && onClose()}
      finalFocusEl={returnFocusTo}
      placement="top"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Command palette" data-command-palette="" overflow="hidden" maxHeight="min(36rem, calc(100dvh - 8rem))">
            <PaletteSearch sources={sources} onDone={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaletteSearch({ sources, onDone }: { sources: CommandSources; onDone: () => void }) {
  const router = useRouter();
  const { data: me } = useMe();
  const [text, setText] = useState('');
  const results = useRecordSearch(sources.records, text);
  const { recent, readers } = useRecentRecords(sources.records, me?.id);
  const view = useMemo(() => paletteView(sources, text, results, recent), [sources, text, results, recent]);
  const collection = useMemo(
    () => createListCollection<PaletteItem>({ items: byGroup(view.items).flatMap(([, items]) => items), itemToValue: (item) => item.value, itemToString: (item) => item.label }),
    [view.items],
  );
  const announcement = resultsAnnouncement(view, text);

  const choose = (item: PaletteItem) => {
    onDone();
    if (item.download) window.location.assign(item.href);
    else router.push(item.href);
  };

  return (
    <Combobox.Root
      collection={collection}
      open
      disableLayer
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      loopFocus={false}
      inputValue={text}
      onInputValueChange={(details) => setText(details.inputValue)}
      onSelect={(details) => {
        const item = collection.find(details.itemValue);
        if (item) choose(item);
      }}
      display="flex"
      flexDirection="column"
      minHeight="0"
      flex="1"
    >
      {readers}
      <Combobox.Label srOnly>Search screens, records and actions</Combobox.Label>
      <Combobox.Control borderBottomWidth="1px">
        <Combobox.Input placeholder="Search screens, records and actions" border="none" height="12" paddingInline="4" outline="none" focusRing="none" />
      </Combobox.Control>
      <Combobox.Content aria-label="Results" boxShadow="none" maxHeight="none" flex="1" minHeight="0" overflowY="auto" borderRadius="0" padding="2">
        <Combobox.Empty color="fg.muted" paddingX="2" paddingY="3">
          {view.pending.length ? 'Searching…' : text.trim() ? `No results for “${text.trim()}”` : 'Nothing to offer yet'}
        </Combobox.Empty>
        {byGroup(view.items).map(([group, items]) => (
          <Combobox.ItemGroup key={group}>
            <Combobox.ItemGroupLabel color="fg.muted" fontSize="xs" fontWeight="medium" paddingX="2" paddingTop="2">
              {group}
            </Combobox.ItemGroupLabel>
            {items.map((item) => (
              <Combobox.Item key={item.value} item={item} persistFocus>
                <Box flex="1" minWidth="0">
                  <Combobox.ItemText truncate title={item.label} dir="auto">
                    {item.label}
                  </Combobox.ItemText>
                  {item.match && <MatchLine match={item.match} />}
                </Box>
                {item.detail && (
                  <Text as="span" color="fg.muted" fontSize="xs" flexShrink={0}>
                    {item.detail}
                  </Text>
                )}
              </Combobox.Item>
            ))}
          </Combobox.ItemGroup>
        ))}
        {view.failed.map((failure) => (
          <Box key={failure.group} role="group" aria-label={failure.group} paddingX="2" paddingTop="2">
            <Text color="fg.muted" fontSize="xs" fontWeight="medium">
              {failure.group}
            </Text>
            <Text color="fg.error" fontSize="sm" paddingY="1">
              {failure.group} could not be searched: {failure.message}
            </Text>
          </Box>
        ))}
      </Combobox.Content>
      <Flex borderTopWidth="1px" paddingX="4" paddingY="2" gap="3" alignItems="center" color="fg.muted" fontSize="xs">
        {view.pending.length > 0 && (
          <HStack gap="1.5">
            <Spinner size="xs" />
            <Text>Searching {view.pending.length === 1 ? view.pending[0].toLowerCase() : `${view.pending.length} lists`}…</Text>
          </HStack>
        )}
        <HStack gap="1" marginStart="auto">
          <Kbd size="sm">↑</Kbd>
          <Kbd size="sm">↓</Kbd> to move, <Kbd size="sm">Enter</Kbd> to open, <Kbd size="sm">Esc</Kbd> to close
        </HStack>
      </Flex>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Combobox.Root>
  );
}

/** Why a record matched, under its name: "E-mail: marco.rossi@example.com", the match marked. */
function MatchLine({ match }: { match: FieldMatch }) {
  const whole = `${match.label}: ${match.before}${match.marked}${match.after}`;
  return (
    <Text color="fg.muted" fontSize="xs" truncate title={whole} dir="auto">
      {match.label}: {match.before}
      <chakra.mark bg="yellow.subtle" color="fg" borderRadius="xs">
        {match.marked}
      </chakra.mark>
      {match.after}
    </Text>
  );
}

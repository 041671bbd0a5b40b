'use client';
// The left navigation: the role's menu tree (marked by the server from lib/routes), the current page
// highlighted, entries the role may not open shown disabled, groups opening when selected, and an icon
// rail when collapsed.
import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { isMenuEntryActive, menuOwnerOf, type MenuItemState } from '@/lib/menu';
import { ChevronDownIcon } from './icons';

export const SIDEBAR_WIDTH = '200px';
export const SIDEBAR_RAIL_WIDTH = '60px';

/** Groups that hold the current page; they start open. */
function activeGroupKeys(entries: readonly MenuItemState[], owner: string | undefined): string[] {
  return entries.flatMap((entry) =>
    entry.children && entry.isEnabled && isMenuEntryActive(entry, owner)
      ? [entry.key, ...activeGroupKeys(entry.children, owner)]
      : [],
  );
}

const rowStyles: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '9',
  paddingBlock: '1.5',
  paddingEnd: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  textAlign: 'start',
  color: 'fg.muted',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  focusVisibleRing: 'inside',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' },
  '&[data-active-group]': { color: 'fg', fontWeight: 'medium' },
  '&[data-rail][data-active-group]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed', _hover: { bg: 'transparent', color: 'fg.muted' } },
};

interface SideNavProps {
  /** The menu as the signed-in role sees it (lib/routes `menuForRole`), icons drawn (`withMenuIcons`). */
  items: readonly MenuItemState[];
  isCollapsed: boolean;
  /** The rail has no room for children: selecting a group there opens the sidebar. */
  onExpand: () => void;
  onNavigate: () => void;
}

export function SideNav({ items, isCollapsed, onExpand, onNavigate }: SideNavProps) {
  const pathname = usePathname();
  // `/` is the dashboard too, and the menu lists it once, as /dashboard.
  const menuPath = pathname === '/' ? '/dashboard' : pathname;
  const owner = menuOwnerOf(items, menuPath);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(activeGroupKeys(items, owner)));
  // The greyed entry with the focus, whose reason shows under it.
  const [focusedNote, setFocusedNote] = useState<string | null>(null);

  // Arriving on a page by any route (a dashboard card, the address bar) opens the group that holds it.
  const [seenPath, setSeenPath] = useState(menuPath);
  if (seenPath !== menuPath) {
    setSeenPath(menuPath);
    const active = activeGroupKeys(items, owner);
    if (active.some((key) => !openKeys.has(key))) setOpenKeys(new Set([...openKeys, ...active]));
  }

  const selectGroup = (key: string) => {
    const next = new Set(openKeys);
    if (isCollapsed) {
      next.add(key);
      onExpand();
    } else if (!next.delete(key)) {
      next.add(key);
    }
    setOpenKeys(next);
  };

  const renderEntries = (entries: readonly MenuItemState[], depth: number): ReactElement => (
    <chakra.ul listStyleType="none" margin="0" padding="0" display="flex" flexDirection="column" gap="0.5">
      {entries.map((entry) => (
        <li key={entry.key}>{renderEntry(entry, depth)}</li>
      ))}
    </chakra.ul>
  );

  const renderEntry = (entry: MenuItemState, depth: number): ReactElement => {
    const isRail = isCollapsed && depth === 0;
    const rowProps = {
      css: rowStyles,
      paddingStart: isRail ? '0' : `${12 + depth * 32}px`,
      justifyContent: isRail ? 'center' : undefined,
      'data-rail': isRail ? '' : undefined,
    };
    const content = (
      <>
        {depth === 0 && entry.icon}
        <chakra.span flex="1" minWidth="0" truncate srOnly={isRail}>
          {entry.label}
        </chakra.span>
      </>
    );

    if (entry.children) {
      const isOpen = entry.isEnabled && !isCollapsed && openKeys.has(entry.key);
      const listId = `nav-group-${entry.key}`;
      return (
        <>
          <RailTooltip label={entry.label} isShown={isRail}>
            <chakra.button
              type="button"
              {...rowProps}
              aria-expanded={isOpen}
              aria-controls={isOpen ? listId : undefined}
              aria-disabled={entry.isEnabled ? undefined : 'true'}
              data-active-group={isMenuEntryActive(entry, owner) ? '' : undefined}
              onClick={entry.isEnabled ? () => selectGroup(entry.key) : undefined}
            >
              {content}
              {!isRail && (
                <ChevronDownIcon
                  size={16}
                  style={{ flexShrink: 0, transition: 'transform 0.15s', transform: isOpen ? 'rotate(180deg)' : undefined }}
                />
              )}
            </chakra.button>
          </RailTooltip>
          {isOpen && (
            <Box id={listId} marginTop="0.5">
              {renderEntries(entry.children, depth + 1)}
            </Box>
          )}
        </>
      );
    }

    if (!entry.isEnabled || !entry.href) {
      // Focusable, so the keyboard reaches the reason too: a screen reader reads it as the entry's
      // description, and it shows under the entry while the entry has focus (the hover tooltip's code
      // arriving would redraw the entry and lose the focus).
      const noteId = entry.note ? `nav-note-${entry.key}` : undefined;
      return (
        <>
          <RailTooltip label={entry.note ?? entry.label} isShown={isRail} note={entry.note}>
            <chakra.span
              role="link"
              aria-disabled="true"
              tabIndex={entry.note ? 0 : undefined}
              aria-describedby={noteId}
              onFocus={noteId ? () => setFocusedNote(entry.key) : undefined}
              onBlur={noteId ? () => setFocusedNote(null) : undefined}
              {...rowProps}
            >
              {content}
            </chakra.span>
          </RailTooltip>
          {noteId && (
            <chakra.span id={noteId} {...(isRail || focusedNote !== entry.key ? { srOnly: true } : { display: 'block', paddingStart: rowProps.paddingStart, paddingBlock: '1', fontSize: 'xs', color: 'fg.muted' })}>
              {entry.note}
            </chakra.span>
          )}
        </>
      );
    }

    const isCurrent = isMenuEntryActive(entry, owner);
    return (
      <RailTooltip label={entry.label} isShown={isRail}>
        <chakra.a asChild {...rowProps}>
          <NextLink href={entry.href} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}>
            {content}
          </NextLink>
        </chakra.a>
      </RailTooltip>
    );
  };

  return (
    <Box
      as="nav"
      id="main-navigation"
      aria-label="Main navigation"
      colorPalette="green"
      data-collapsed={isCollapsed ? '' : undefined}
      width={isCollapsed ? SIDEBAR_RAIL_WIDTH : SIDEBAR_WIDTH}
      height="full"
      flexShrink={0}
      overflowY="auto"
      overflowX="hidden"
      // The rail's visually hidden labels are placed against the menu, which scrolls, not against the page.
      position="relative"
      paddingBlock="3"
      paddingInline="2"
      borderEndWidth="1px"
      bg="bg"
    >
      {renderEntries(items, 0)}
    </Box>
  );
}

// The tooltip's code (zag's tooltip and its positioning) loads only once the rail is shown. If it cannot
// be fetched (network gone), the entries go without tooltips rather than failing the page.
const LazyRailTooltip = lazy(() =>
  import('./rail-tooltip').then(
    (module) => ({ default: module.RailTooltip }),
    () => ({ default: ({ children }: { label: string; children: ReactElement; defaultOpen?: boolean }) => children }),
  ),
);

/**
 * On the rail the labels are visually hidden (still the accessible names); a tooltip shows them on
 * hover. Until the tooltip's code is there, the entry alone.
 */
function RailTooltip({ label, isShown, note, children }: { label: string; isShown: boolean; note?: string; children: ReactElement }) {
  if (!isShown && note) return <NoteTooltip note={note}>{children}</NoteTooltip>;
  if (!isShown) return children;
  return (
    <Suspense fallback={children}>
      <LazyRailTooltip label={label}>{children}</LazyRailTooltip>
    </Suspense>
  );
}

/**
 * A greyed entry's reason ("Tips are listed for editors") as a tooltip whose code loads on the first
 * hover, not with every page: the entry is drawn already open once it arrives, under the pointer.
 */
function NoteTooltip({ note, children }: { note: string; children: ReactElement }) {
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted) {
    return (
      <chakra.span display="contents" onPointerEnter={() => setIsWanted(true)}>
        {children}
      </chakra.span>
    );
  }
  return (
    <Suspense fallback={children}>
      <LazyRailTooltip label={note} defaultOpen>
        {children}
      </LazyRailTooltip>
    </Suspense>
  );
}

'use client';
// The "Columns" and "Views" buttons above a list, a resource's or a custom list screen's. Their menus
// (list-view-menus.tsx: zag's menu, the saved views' calls and dialogs) load when the pointer or focus
// first reaches either button, as the user menu does; until then they are plain buttons with the same
// names, and a press during the load opens its menu.
import { Button } from '@chakra-ui/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { ListMenusProps, MenuKind } from './list-view-menus';

const BOTH_KINDS: readonly MenuKind[] = ['Columns', 'Views'];
const report = () => reportUnavailable('The list’s Columns and Views menus');

// The menus' code could not be fetched (network gone): say so on use instead of failing the page.
function MenusUnavailable({ kinds, openAtOnce }: ListMenusProps) {
  useEffect(() => {
    if (openAtOnce) report();
  }, [openAtOnce]);
  return kinds.map((kind) => (
    <Button key={kind} variant="outline" onClick={report}>
      {kind}
    </Button>
  ));
}
const ListMenus = lazyWithFallback(() => import('./list-view-menus').then((module) => module.ListMenus), MenusUnavailable);

/** The list's Columns and Views buttons, or those of them in `kinds`. */
export function ListViewButtons({ meta, kinds = BOTH_KINDS }: Pick<ListMenusProps, 'meta'> & Partial<Pick<ListMenusProps, 'kinds'>>) {
  const [wish, setWish] = useState<Pick<ListMenusProps, 'openAtOnce' | 'focused'> | null>(null);
  // In a transition, so the stand-ins stay on screen (and keep focus) while the code loads.
  const ask = (next: Pick<ListMenusProps, 'openAtOnce' | 'focused'>) => startTransition(() => setWish((current) => (current?.openAtOnce ? current : next)));
  const standIns = kinds.map((kind) => (
    <Button
      key={kind}
      variant="outline"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => ask({})}
      onFocus={() => ask({ focused: kind })}
      onBlur={() => setWish((current) => current && { ...current, focused: undefined })}
      onClick={() => ask({ openAtOnce: kind })}
    >
      {kind}
    </Button>
  ));
  return <Suspense fallback={standIns}>{wish ? <ListMenus meta={meta} kinds={kinds} {...wish} /> : standIns}</Suspense>;
}

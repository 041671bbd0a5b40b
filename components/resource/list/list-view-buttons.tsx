'use client';
// The "Columns" and "Views" buttons above a list. Their menus (list-view-menus.tsx: zag's menu, the saved
// views' calls and dialogs) load when the pointer or focus first reaches a button, as the user menu does;
// until then each is a plain button with the same name, and a press during the load opens its menu after.
import { Button } from '@chakra-ui/react';
import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { ListMenuProps } from './list-view-menus';

type Wish = 'none' | 'load' | 'open';

function menuUnavailable(label: string) {
  const report = () => reportUnavailable(`The ${label.toLowerCase()} menu`);
  return function Unavailable({ isOpenAtOnce }: ListMenuProps) {
    useEffect(() => {
      if (isOpenAtOnce) report();
    }, [isOpenAtOnce]);
    return (
      <Button variant="outline" onClick={report}>
        {label}
      </Button>
    );
  };
}

const ColumnsMenu = lazyWithFallback(() => import('./list-view-menus').then((module) => module.ColumnsMenu), menuUnavailable('Columns'));
const ViewsMenu = lazyWithFallback(() => import('./list-view-menus').then((module) => module.ViewsMenu), menuUnavailable('Views'));

export function ListViewButtons({ meta }: { meta: ListMenuProps['meta'] }) {
  return (
    <>
      <OnDemandMenu label="Columns" Menu={ColumnsMenu} meta={meta} />
      <OnDemandMenu label="Views" Menu={ViewsMenu} meta={meta} />
    </>
  );
}

function OnDemandMenu({ label, Menu, meta }: { label: string; Menu: ComponentType<ListMenuProps>; meta: ListMenuProps['meta'] }) {
  const [wish, setWish] = useState<Wish>('none');
  const [isFocused, setFocused] = useState(false);
  // In a transition, so the stand-in stays on screen (and keeps focus) while the code loads.
  const want = (next: Wish) => startTransition(() => setWish((current) => (current === 'open' ? current : next)));
  const standIn = (
    <Button
      variant="outline"
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
      {label}
    </Button>
  );
  return <Suspense fallback={standIn}>{wish === 'none' ? standIn : <Menu meta={meta} isOpenAtOnce={wish === 'open'} isFocused={isFocused} />}</Suspense>;
}

'use client';
// A button that opens a menu of choices, the menu's code loaded on the button's first press and the menu
// then opened at once. Chakra's Menu brings its positioning, dismissal and focus machinery (about 17 KB of
// gzip), which an editor pressed only to add something should not carry into its form's first load
// (the block editor's "Add block", the routine cards' "Add routine card"). The button is drawn at once
// with its final name and look, so it is read and found the same before the menu's code arrives and after.
import { Button } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { MenuOnDemandProps } from './choice-menu';

export type { MenuChoice, MenuOnDemandProps } from './choice-menu';

function StandInButton({ text, disabled, isLoading = false, onPress }: { text: string; disabled?: boolean; isLoading?: boolean; onPress?: () => void }) {
  return (
    <Button size="sm" variant="outline" aria-haspopup="menu" disabled={disabled} loading={isLoading} onClick={onPress}>
      {text}
    </Button>
  );
}

/** The menu's code could not be fetched: said once, and the button stays, disabled. */
function MenuUnavailable({ text }: MenuOnDemandProps) {
  useEffect(() => reportUnavailable(`The “${text}” menu`), [text]);
  return <StandInButton text={text} disabled />;
}

const ChoiceMenu = lazyWithFallback(() => import('./choice-menu').then((m) => m.ChoiceMenu), MenuUnavailable);

export function MenuOnDemand(props: MenuOnDemandProps) {
  const [isWanted, setWanted] = useState(props.openAtOnce ?? false);
  if (!isWanted) return <StandInButton text={props.text} disabled={props.disabled} onPress={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StandInButton text={props.text} disabled={props.disabled} isLoading />}>
      <ChoiceMenu {...props} openAtOnce />
    </Suspense>
  );
}

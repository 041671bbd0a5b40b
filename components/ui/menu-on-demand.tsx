'use client';
// A menu button whose menu loads on its first press and then opens at once. Chakra's Menu brings its
// positioning, dismissal and focus machinery (about 17 KB of gzip), which an editor pressed only to add
// something should not carry into its form's first load. The button is drawn at once with its final
// name and look, so it is read and found the same before the menu's code arrives and after.
import { Button } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';

/** What a menu loaded on demand is given, beside its own props. */
export interface OnDemandMenuProps {
  /** The button's text, its accessible name. */
  text: string;
  disabled?: boolean;
  /** Opens the menu once drawn: the button was pressed before its code arrived. */
  openAtOnce: boolean;
}

interface StandInProps {
  text: string;
  disabled?: boolean;
  isLoading?: boolean;
  onPress?: () => void;
}

function StandInButton({ text, disabled, isLoading = false, onPress }: StandInProps) {
  return (
    <Button size="sm" variant="outline" aria-haspopup="menu" disabled={disabled} loading={isLoading} onClick={onPress}>
      {text}
    </Button>
  );
}

/**
 * The menu `load` fetches, behind a button that loads it when first pressed (or at once with
 * `openAtOnce`). `part` names it if its code cannot be fetched ("The add block menu").
 */
export function menuOnDemand<P extends object>(load: () => Promise<ComponentType<P & OnDemandMenuProps>>, part: string) {
  function Unavailable({ text }: P & OnDemandMenuProps) {
    useEffect(() => reportUnavailable(part), []);
    return <StandInButton text={text} disabled />;
  }
  const Menu = lazyWithFallback<P & OnDemandMenuProps>(load, Unavailable);

  function MenuButton(props: P & Omit<OnDemandMenuProps, 'openAtOnce'> & { openAtOnce?: boolean }) {
    const [isWanted, setWanted] = useState(props.openAtOnce ?? false);
    if (!isWanted) return <StandInButton text={props.text} disabled={props.disabled} onPress={() => setWanted(true)} />;
    return (
      <Suspense fallback={<StandInButton text={props.text} disabled={props.disabled} isLoading />}>
        <Menu {...props} openAtOnce />
      </Suspense>
    );
  }
  return MenuButton;
}

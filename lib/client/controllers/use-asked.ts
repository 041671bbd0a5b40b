'use client';
// What a control asked for while the URL that holds a screen's state has not moved yet: the router applies
// a change a round trip later, and controls drawn from the URL snapped back to their old value meanwhile.
import { useState } from 'react';

/**
 * The value last asked for (null when none) and its setter. It is dropped as soon as `urlKey` (the
 * screen's state as the URL has it) next moves, to the change or anywhere else — Back to the very address
 * it was asked from included — so the screen then shows the URL's state again.
 */
export function useAsked<T>(urlKey: string): [T | null, (value: T) => void] {
  const [asked, setAsked] = useState<T | null>(null);
  const [askedAt, setAskedAt] = useState(urlKey);
  if (askedAt !== urlKey) {
    setAskedAt(urlKey);
    setAsked(null);
  }
  return [asked, setAsked];
}

'use client';
// The version of a record that a screen's form currently holds, told to what sits beside the form: an
// update screen's History panel restores against it (If-Match), so a restore over a record that changed
// since the form loaded it is refused rather than silently replacing a change nobody has seen. The form
// controller reports it; a screen without a listener ignores the report.
import { createContext, useContext, useEffect } from 'react';

/** Hears the version the form holds (undefined until its record loads, or from an upstream without versions). */
export type ShownVersionListener = (version: number | undefined) => void;

export const ShownVersionContext = createContext<ShownVersionListener | null>(null);

/** Tells the enclosing listener, if any, each version the form moves to (loaded, saved, merged, reloaded). */
export function useReportShownVersion(version: number | undefined): void {
  const listener = useContext(ShownVersionContext);
  useEffect(() => listener?.(version), [listener, version]);
}

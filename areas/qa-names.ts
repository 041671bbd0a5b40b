// The names of the screens of their own (not the generic list or form), by route pattern, each declared
// by its area (`qaScreens` in areas/<area>/parts.ts) but for the engine's own screens below. docs/qa.md is
// generated from these and the route table (scripts/qa-docs/screens.ts), and the accessibility walk checks
// each screen against them.
import type { QaScreenNames } from '@/lib/qa-names';
import { AUDIT_LOG_QA_NAMES } from '@/components/resource/history/audit-qa-names';
import { AREA_PARTS } from './parts';

/** Screens of no one area. */
const ENGINE_SCREENS: Readonly<Record<string, QaScreenNames>> = {
  // The account screen shows the signed-in user's profile, with nothing to press.
  '/me': { landmarks: [], controls: [] },
  '/system/audit': AUDIT_LOG_QA_NAMES,
};

function screenQaNames(): Readonly<Record<string, QaScreenNames>> {
  const names: Record<string, QaScreenNames> = { ...ENGINE_SCREENS };
  for (const [area, { qaScreens }] of Object.entries(AREA_PARTS)) {
    for (const [pattern, screen] of Object.entries(qaScreens ?? {})) {
      if (Object.hasOwn(names, pattern)) throw new Error(`Two declarations name the screen ${pattern} (the last: ${area})`);
      names[pattern] = screen;
    }
  }
  return names;
}

export const SCREEN_QA_NAMES: Readonly<Record<string, QaScreenNames>> = screenQaNames();

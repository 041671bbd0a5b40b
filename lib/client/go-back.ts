'use client';
// Going back where the user came from (came-from.ts) once a form's edits are saved or given up.
import { readCameFrom } from './came-from';
import { allowNextTraversal } from './use-unsaved-changes-warning';

/** What going back needs of the router (next/navigation's). */
interface BackRouter {
  back: () => void;
  push: (href: string) => void;
}

/**
 * Takes the user back where they came from: the browser's Back when that page is the entry behind (its
 * scroll and state kept), else to its address, else to the dashboard. Called once the edits are saved or
 * given up, so this Back is not one the unsaved-changes warning asks about.
 */
export function goBack(router: BackRouter): void {
  const { href, isBehind } = readCameFrom();
  if (href && isBehind) {
    allowNextTraversal();
    router.back();
  } else router.push(href ?? '/');
}

// Parts of a screen whose code loads when first wanted (the user menu, the record picker, the delete
// confirmation): if that code cannot be fetched (network gone), a stand-in is drawn in its place and the
// person is told, instead of the page failing.
import { lazy, type ComponentType } from 'react';
import { toaster } from './toaster';

/** `React.lazy` over `load`, drawing `Unavailable` with the same props when the code cannot be fetched. */
export function lazyWithFallback<P extends object>(load: () => Promise<ComponentType<P>>, Unavailable: ComponentType<P>) {
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: Unavailable })));
}

/** The error toast for a part that could not be loaded ("The user menu could not be loaded"). */
export function reportUnavailable(part: string, consequence?: string): void {
  toaster.create({
    type: 'error',
    title: `${part} could not be loaded`,
    description: `Check your connection, then refresh the page.${consequence ? ` ${consequence}` : ''}`,
    closable: true,
  });
}

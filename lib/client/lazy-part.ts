// Parts of a screen whose code loads when first wanted (the user menu, the record picker, the delete
// confirmation): if that code cannot be fetched (network gone), a stand-in is drawn in its place and the
// person is told, instead of the page failing. Modules fetched when first wanted (loadOnce) are fetched
// once, and fetched again after a failure.
import { lazy, useEffect, type ComponentType } from 'react';
import { toaster } from './toaster';

/**
 * A module fetched by the first call and shared by every later one; a failed fetch (network gone) is
 * forgotten, so the next call tries again. `load` is the caller's `() => import('./part')`: the `import()`
 * stays in the caller's file, where the bundler splits the part off into a chunk of its own.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** `React.lazy` over `load`, drawing `Unavailable` with the same props when the code cannot be fetched. */
export function lazyWithFallback<P extends object>(load: () => Promise<ComponentType<P>>, Unavailable: ComponentType<P>) {
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: Unavailable })));
}

/**
 * `React.lazy` over `load` for a part that has nothing to draw in its place when its code cannot be
 * fetched: the person is told ("The command palette could not be loaded", and `consequence`), and a part
 * with an `onClose` prop (a dialog, the palette) is closed, so whatever opened it can be tried again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, part: string, consequence?: string) {
  function Unavailable(props: P) {
    const { onClose } = props as { onClose?: () => void };
    useEffect(() => {
      reportUnavailable(part, consequence);
      onClose?.();
    }, [onClose]);
    return null;
  }
  return lazyWithFallback(load, Unavailable);
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

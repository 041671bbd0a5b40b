'use client';
// The frame of a drawer opened over a list from a URL parameter (a record's details, a file, a video): its
// title, close button and footer, and a body that shows the load error, the loading rows or what loaded.
// Each drawer keeps its own content, data and actions; closing is the caller's, as it owns the parameter.
// Given `presence`, it reports the open record and shows who else has it open under the title (issue 49).
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import type { ReactNode } from 'react';
import { RecordPresence, type RecordPresenceProps } from '@/components/live/record-presence';
import type { ApiError } from '@/lib/client/fetcher';
import { LoadError } from '@/components/ui/load-error';
import { LoadingRows } from '@/components/ui/loading-rows';

export interface DrawerShellProps<T> {
  /** The heading, and so the dialog's accessible name. */
  title: string;
  /** What the drawer shows, in lower case: "The {noun} could not be loaded", "Close {noun}". */
  noun: string;
  /** Called when the drawer is dismissed: its close button, Escape or the backdrop. */
  onClose: () => void;
  /** What the body draws, handed to `children`; undefined until it has loaded. */
  loaded: T | undefined;
  /** Why it did not load; shown only while nothing has loaded, so a failed refresh keeps what is there. */
  loadError: ApiError | undefined;
  /** Loads again; not offered for a 404, where trying again cannot help. */
  onRetry: () => void;
  /** The height of the loading rows, a Chakra size token: about that of what will come (a fact, a field). */
  loadingRowHeight?: string;
  /** The body, drawn once loaded. */
  children: (loaded: T) => ReactNode;
  /** Actions below the body, the main ones first; a second child (delete) goes to the far end. */
  footer?: ReactNode;
  /** The record the drawer has open, to report and to show who else has it open; none for a drawer of no record. */
  presence?: RecordPresenceProps;
}

export function DrawerShell<T>({ title, noun, onClose, loaded, loadError, onRetry, loadingRowHeight = '6', children, footer, presence }: DrawerShellProps<T>) {
  return (
    <Drawer.Root
      open
      size="md"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-busy={loaded === undefined && !loadError}>
            <Drawer.Header>
              <Drawer.Title lineClamp={2} overflowWrap="anywhere">
                {title}
              </Drawer.Title>
              {presence && <RecordPresence {...presence} />}
            </Drawer.Header>
            <Drawer.Body>
              {loaded !== undefined ? (
                children(loaded)
              ) : loadError ? (
                <LoadError title={`The ${noun} could not be loaded`} error={loadError} onRetry={loadError.status !== 404 ? onRetry : undefined} />
              ) : (
                <LoadingRows rows={6} rowHeight={loadingRowHeight} />
              )}
            </Drawer.Body>
            {footer && <Drawer.Footer justifyContent="space-between">{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${noun}`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

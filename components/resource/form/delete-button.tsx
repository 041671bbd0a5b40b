'use client';
// The Delete button of an update screen. The confirmation dialog's code (zag's dialog, focus trap and
// dismiss layers) is fetched when the pointer or focus reaches the button and shown when it is pressed;
// if it cannot be fetched (network gone), pressing says so instead of failing the page.
import { Button } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { DeleteDialogProps } from './delete-dialog';

const loadDialog = () => import('./delete-dialog');
const preloadDialog = () => void loadDialog().catch(() => {});

const LazyDeleteDialog = lazyWithFallback(() => loadDialog().then((module) => module.DeleteDialog), DialogUnavailable);

function DialogUnavailable({ isOpen, onClose }: DeleteDialogProps) {
  useEffect(() => {
    if (!isOpen) return;
    reportUnavailable('The delete confirmation', 'Nothing was deleted.');
    onClose();
  }, [isOpen, onClose]);
  return null;
}

export function DeleteButton({ noun, consequence, onConfirm }: Pick<DeleteDialogProps, 'noun' | 'consequence' | 'onConfirm'>) {
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        colorPalette="red"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setIsWanted(true);
          setIsOpen(true);
        }}
      >
        Delete
      </Button>
      {isWanted && (
        <Suspense fallback={null}>
          <LazyDeleteDialog noun={noun} consequence={consequence} isOpen={isOpen} onClose={close} onConfirm={onConfirm} opener={opener} />
        </Suspense>
      )}
    </>
  );
}

'use client';
// The Delete button of an update screen. The confirmation dialog's code (zag's dialog, focus trap and
// dismiss layers) is fetched when the pointer or focus reaches the button and shown when it is pressed;
// if it cannot be fetched (network gone), pressing says so instead of failing the page.
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { toaster } from '@/lib/client/toaster';
import type { DeleteDialogProps } from './delete-dialog';

const loadDialog = () => import('./delete-dialog');
const preloadDialog = () => void loadDialog().catch(() => {});

const LazyDeleteDialog = lazy<ComponentType<DeleteDialogProps>>(() =>
  loadDialog().then(
    (module) => ({ default: module.DeleteDialog }),
    () => ({ default: DialogUnavailable }),
  ),
);

function DialogUnavailable({ isOpen, onClose }: DeleteDialogProps) {
  useEffect(() => {
    if (!isOpen) return;
    toaster.create({
      type: 'error',
      title: 'The delete confirmation could not be loaded',
      description: 'Check your connection, then refresh the page. Nothing was deleted.',
      closable: true,
    });
    onClose();
  }, [isOpen, onClose]);
  return null;
}

export function DeleteButton({ noun, onConfirm }: Pick<DeleteDialogProps, 'noun' | 'onConfirm'>) {
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
          <LazyDeleteDialog noun={noun} isOpen={isOpen} onClose={close} onConfirm={onConfirm} opener={opener} />
        </Suspense>
      )}
    </>
  );
}

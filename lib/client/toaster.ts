// The app's one toaster (SPEC §9: top centre, at most 5) and the red toast every failed query shows (§8).
import { createToaster } from '@chakra-ui/react';
import { ERROR_FALLBACK } from './fetcher';

export const toaster = createToaster({ placement: 'top', max: 5 });

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ERROR_FALLBACK;
}

export function toastQueryError(error: unknown): void {
  toaster.create({ type: 'error', title: '😞', description: errorMessage(error), closable: true });
}

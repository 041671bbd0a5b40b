// The app's one toaster (SPEC §9: top centre, at most 5) and the red toast every failed query shows (§8).
import { createToaster } from '@chakra-ui/react';
import { errorMessage } from './fetcher';

export const toaster = createToaster({ placement: 'top', max: 5 });

export function toastQueryError(error: unknown): void {
  toaster.create({ type: 'error', title: '😞', description: errorMessage(error), closable: true });
}

// The message of the error at a field path, wherever react-hook-form keeps it (arrays keep theirs on `root`),
// and how many errors sit under one (a block's or a card's, shown on its header).
import { get, type FieldErrors } from 'react-hook-form';

export function fieldErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** How many error messages sit under `errors` (a block's fields, nested lists included). */
export function countErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if ('message' in errors && typeof (errors as { message: unknown }).message === 'string') return 1;
  return Object.values(errors as Record<string, unknown>).reduce<number>((sum, value) => sum + countErrors(value), 0);
}

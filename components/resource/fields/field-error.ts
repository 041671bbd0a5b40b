// The message of the error at a field path, wherever react-hook-form keeps it (arrays keep theirs on `root`).
import { get, type FieldErrors } from 'react-hook-form';

export function fieldErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

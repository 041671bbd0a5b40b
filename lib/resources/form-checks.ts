// What a resource form checks with zod, kept out of the form's first load: the form screen imports
// this module on first interaction (components/resource/resource-form-client.tsx), so zod and the
// resource schemas load while someone starts typing rather than before the form can be seen.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { isResourceName, RESOURCES } from '@/areas/registry';

export { parseValidationErrorBody } from '@/lib/contract/rest';

/** The form resolver of a declared resource: its schema's output (trimmed, defaults filled) is what is sent. */
export function resolverFor(name: string): Resolver<FieldValues> {
  if (!isResourceName(name)) throw new Error(`No declared resource "${name}"`);
  return zodResolver(RESOURCES[name].schema as never) as unknown as Resolver<FieldValues>;
}

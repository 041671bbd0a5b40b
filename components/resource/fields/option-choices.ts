// The choices an option field offers: declared, or read from the options call the field names (fetched
// only when such a field is drawn).
import { useOptionSource } from '@/lib/client/use-resource';
import type { FieldOfType, OptionChoice } from '@/lib/resources/types';

export function useChoices(field: FieldOfType<'option'>): readonly OptionChoice[] {
  const { values } = useOptionSource(field.optionsFrom);
  if (!field.optionsFrom) return field.options ?? [];
  return (values ?? []).map((value) => ({ value, label: value }));
}

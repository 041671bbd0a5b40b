// One renderer per field type of the enumeration (docs/console-screens.md#field-types), typed so none
// can be missing. A field that needs more than its type's renderer names a custom component instead
// (areas/custom-fields.ts); the core does not grow a field type for it.
import type { FieldType } from '@/lib/resources/types';
import { ArrayInput } from './array-input';
import { BooleanInput } from './boolean-input';
import { CollectionInput } from './collection-input';
import { DateInput } from './date-input';
import { NumberInput } from './number-input';
import { OptionInput } from './option-input';
import { PlaceholderBlock } from './placeholder-block';
import { StringInput } from './string-input';
import type { FieldRenderer } from './types';

/** Every field type has its renderer: leaving one out does not compile. */
export const FIELD_RENDERERS: { [K in FieldType]: FieldRenderer<K> } = {
  string: StringInput,
  number: NumberInput,
  boolean: BooleanInput,
  date: DateInput,
  array: ArrayInput,
  option: OptionInput,
  collection: CollectionInput,
  placeholder: PlaceholderBlock,
};

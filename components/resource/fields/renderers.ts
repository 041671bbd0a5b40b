// One renderer per field type of the enumeration (docs/console-screens.md#field-types), typed so none
// can be missing. A field that needs more than its type's renderer names a custom component instead
// (areas/custom-fields.ts); the core does not grow a field type for it. The checkbox loads when a form
// draws a yes/no field (and the several-values option field, option-input.tsx): many forms show none.
import type { FieldType } from '@/lib/resources/types';
import { ArrayInput } from './array-input';
import { CollectionInput } from './collection-input';
import { lazyField } from './custom/lazy-field';
import { DateInput } from './date-input';
import { NumberInput } from './number-input';
import { OptionInput } from './option-input';
import { PlaceholderBlock } from './placeholder-block';
import { StringInput } from './string-input';
import type { FieldRenderer } from './types';

const BooleanInput = lazyField(() => import('./boolean-input').then((module) => module.BooleanInput), '6');

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

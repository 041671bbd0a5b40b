'use client';
// The theme's input and native-select looks on the browser's own <input> and <select>. Chakra's Input
// and NativeSelect are ark's Field.Input and Field.Select, which bring ark's whole Field (ids,
// descriptions, invalid state, textarea autoresize: ~5 KB gzip) to every page that uses them. Form
// fields need that and keep Chakra's; a list's search box and filters, labelled by LabelledControl and
// never invalid, do not.
import {
  createRecipeContext,
  createSlotRecipeContext,
  type HTMLChakraProps,
  type InputProps,
  type NativeSelectRootProps,
} from '@chakra-ui/react';

const inputRecipe = createRecipeContext({ key: 'input' });

/** An <input> styled by the theme's input recipe (sizes and variants as Chakra's Input). */
export const PlainInput = inputRecipe.withContext<HTMLInputElement, InputProps>('input');

const selectRecipe = createSlotRecipeContext({ key: 'nativeSelect' });
const SelectRoot = selectRecipe.withProvider<HTMLDivElement, NativeSelectRootProps>('div', 'root');
const SelectField = selectRecipe.withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');
const SelectIndicator = selectRecipe.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

type PlainSelectProps = Omit<HTMLChakraProps<'select'>, 'size'> & {
  size?: NativeSelectRootProps['size'];
  /** Layout of the wrapper that holds the select and its chevron (width, margins). */
  rootProps?: Omit<NativeSelectRootProps, 'size' | 'children'>;
};

/** A <select> styled by the theme's native-select recipe, with its chevron. */
export function PlainSelect({ size, rootProps, children, ...selectProps }: PlainSelectProps) {
  return (
    <SelectRoot size={size} {...rootProps}>
      <SelectField {...selectProps}>{children}</SelectField>
      <SelectIndicator>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </SelectIndicator>
    </SelectRoot>
  );
}

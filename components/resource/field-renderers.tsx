'use client';
// One renderer per field type of the spec's enumeration, typed so none can be missing, and `RenderField`,
// which draws any declared field inside a react-hook-form form (hiding fields of other regions).
import {
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Separator,
  Stack,
  Tag,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useProductOptions, useResourceRecord } from '@/lib/client/use-resource';
import { CURRENCY_BY_REGION, isRegion } from '@/lib/resources/regions';
import type { FieldDef, FieldOfType, FieldType, OptionChoice, Region } from '@/lib/resources/types';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { fieldErrorMessage } from './field-error';
import { RecordCombobox } from './record-combobox';
import { useResourceFormInfo } from './resource-form-context';

export interface FieldRendererProps<K extends FieldType> {
  field: FieldOfType<K>;
  /** Full form path (`active_ingredients.0.name`). */
  name: string;
}

type FieldRenderer<K extends FieldType> = ComponentType<FieldRendererProps<K>>;

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return fieldErrorMessage(formState.errors, name);
}

function useRegion(): Region | undefined {
  const region: unknown = useWatch({ name: 'region' });
  return isRegion(region) ? region : undefined;
}

/** Label, help and error around one input; the label names the input. */
function FieldFrame({ field, error, children }: { field: FieldDef; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={field.required} readOnly={field.readOnly}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
}

/** Under a field's input: its error when it has one, else its help. */
function FieldNotes({ help, error }: { help?: string; error?: string }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return help ? <Field.HelperText>{help}</Field.HelperText> : null;
}

const StringInput: FieldRenderer<'string'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const isLong = field.format === 'textarea' || field.format === 'markdown';
  return (
    <FieldFrame field={field} error={error}>
      {isLong ? (
        <Textarea
          {...register(name)}
          rows={field.format === 'markdown' ? 8 : 4}
          fontFamily={field.format === 'markdown' ? 'mono' : undefined}
          placeholder={field.placeholder}
        />
      ) : (
        <Input {...register(name)} placeholder={field.placeholder} />
      )}
    </FieldFrame>
  );
};

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Money is stored in minor units and typed in major units ("5.99") beside the region's symbol. */
function MoneyInput({ value, onChange, onBlur, region }: { value: unknown; onChange: (v: number | null) => void; onBlur: () => void; region?: Region }) {
  const shown = typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : '';
  const [text, setText] = useState(shown);
  // Follow outside changes (a reset after saving) without fighting the person typing.
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(lastValue, value)) {
    setLastValue(value);
    const typed = parseNumber(text);
    const typedMinor = typed === null || Number.isNaN(typed) ? typed : Math.round(typed * 100);
    if (!Object.is(typedMinor, value)) setText(shown);
  }
  const symbol = region ? CURRENCY_BY_REGION[region].symbol : '';
  return (
    <InputGroup startElement={symbol || undefined}>
      <Input
        inputMode="decimal"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          const major = parseNumber(event.target.value);
          onChange(major === null || Number.isNaN(major) ? major : Math.round(major * 100));
        }}
      />
    </InputGroup>
  );
}

const NumberInput: FieldRenderer<'number'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const region = useRegion();
  return (
    <FieldFrame field={field} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) =>
          field.format === 'money' ? (
            <MoneyInput value={input.value} onChange={input.onChange} onBlur={input.onBlur} region={region} />
          ) : (
            <Input
              type="number"
              ref={input.ref}
              min={field.min}
              max={field.max}
              step={field.format === 'integer' ? 1 : 'any'}
              value={typeof input.value === 'number' && Number.isFinite(input.value) ? input.value : ''}
              onBlur={input.onBlur}
              onChange={(event) => input.onChange(parseNumber(event.target.value))}
            />
          )
        }
      />
    </FieldFrame>
  );
};

const BooleanInput: FieldRenderer<'boolean'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <NativeCheckbox ref={input.ref} checked={Boolean(input.value)} onCheckedChange={input.onChange} onBlur={input.onBlur}>
            {field.label}
          </NativeCheckbox>
        )}
      />
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
};

const DateInput: FieldRenderer<'date'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame field={field} error={error}>
      <Input type="date" {...register(name, { setValueAs: (v: string) => (v ? v : null) })} />
    </FieldFrame>
  );
};

function useChoices(field: FieldOfType<'option'>): readonly OptionChoice[] {
  const { data } = useProductOptions();
  if (!field.optionsFrom) return field.options ?? [];
  return (data?.data[field.optionsFrom] ?? []).map((value) => ({ value, label: value }));
}

function MultiOptionInput({ field, name, choices }: { field: FieldOfType<'option'>; name: string; choices: readonly OptionChoice[] }) {
  const { control, getValues, setValue } = useFormContext();
  const error = useFieldError(name);
  const region = useRegion();
  const isOffered = (choice: OptionChoice) => !choice.regions || !region || choice.regions.includes(region);
  // A region change drops the choices the new region does not offer (daylewis when switching to us).
  useEffect(() => {
    const current = getValues(name);
    if (!Array.isArray(current)) return;
    const kept = current.filter((value) => choices.find((c) => c.value === value && isOffered(c)) ?? !choices.some((c) => c.value === value));
    if (kept.length !== current.length) setValue(name, kept, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region]);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {field.label}
        {field.required && (
          <Box as="span" color="fg.error" aria-hidden="true" marginStart="1">
            *
          </Box>
        )}
      </Fieldset.Legend>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => {
          const values: string[] = Array.isArray(input.value) ? input.value : [];
          return (
            <Flex gap="4" wrap="wrap">
              {choices.map((choice) => (
                <NativeCheckbox
                  key={choice.value}
                  disabled={!isOffered(choice)}
                  checked={values.includes(choice.value)}
                  onCheckedChange={(checked) => input.onChange(checked ? [...values, choice.value] : values.filter((v) => v !== choice.value))}
                  onBlur={input.onBlur}
                >
                  {choice.label}
                  {choice.regions && ` (${choice.regions.join(', ')} only)`}
                </NativeCheckbox>
              ))}
            </Flex>
          );
        }}
      />
      {field.help && !error && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

const OptionInput: FieldRenderer<'option'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const region = useRegion();
  const choices = useChoices(field);
  if (field.multiple) return <MultiOptionInput field={field} name={name} choices={choices} />;
  return (
    <FieldFrame field={field} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, { setValueAs: (v: string) => (v === '' ? null : v) })}>
          {!field.required && <option value="">Not set</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={Boolean(choice.regions && region && !choice.regions.includes(region))}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
};

const ArrayInput: FieldRenderer<'array'> = ({ field, name }) => {
  const { control } = useFormContext();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name });
  const error = useFieldError(name);
  const noun = field.itemLabel;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {field.label}
      </Fieldset.Legend>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Stack gap="3">
        {rows.map((row, index) => (
          <Box key={row.id} borderWidth="1px" rounded="md" padding="3" role="group" aria-label={`${capitalise(noun)} ${index + 1}`}>
            <Flex justifyContent="space-between" alignItems="center" marginBottom="2">
              <Text fontSize="sm" fontWeight="medium">
                {capitalise(noun)} {index + 1}
              </Text>
              <HStack gap="1">
                <IconButton size="xs" variant="ghost" aria-label={`Move ${noun} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${noun} ${index + 1} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </IconButton>
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                  ✕
                </IconButton>
              </HStack>
            </Flex>
            <Flex gap="3" wrap="wrap" alignItems="flex-start">
              {field.of.map((sub) => (
                <Box key={sub.name} flex={sub.type === 'number' || sub.type === 'option' ? '0 1 10rem' : '1 1 16rem'}>
                  <RenderField field={sub} name={`${name}.${index}.${sub.name}`} />
                </Box>
              ))}
            </Flex>
          </Box>
        ))}
        <Box>
          <Button size="sm" variant="outline" onClick={() => append({ ...field.newItem })}>
            Add {noun}
          </Button>
        </Box>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SelectedRecord({ resource, id, labelField, fieldLabel, onRemove }: { resource: string; id: number; labelField: string; fieldLabel: string; onRemove: () => void }) {
  const { data } = useResourceRecord(resource, id);
  const label = data ? String(data.data[labelField] ?? `#${id}`) : `#${id}`;
  return (
    <Tag.Root size="lg" variant="subtle">
      <Tag.Label>{label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remove ${label} from ${fieldLabel}`} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}

const CollectionInput: FieldRenderer<'collection'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const region = useRegion();
  const { recordId, pickableResources } = useResourceFormInfo();
  const inputId = useId();
  if (!pickableResources.includes(field.resource)) {
    return (
      <FieldFrame field={{ ...field, help: undefined }}>
        <Text color="fg.muted" fontSize="sm">
          Only admins can change {field.label.toLowerCase()}.
        </Text>
      </FieldFrame>
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} required={field.required}>
      <Field.Label htmlFor={inputId}>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => {
          const ids: number[] = field.multiple ? (Array.isArray(input.value) ? input.value : []) : typeof input.value === 'number' ? [input.value] : [];
          const exclude = field.excludeSelf && recordId !== null ? [...ids, recordId] : ids;
          return (
            <Stack gap="2" width="full">
              {ids.length > 0 && (
                <Flex gap="2" wrap="wrap">
                  {ids.map((id) => (
                    <SelectedRecord
                      key={id}
                      resource={field.resource}
                      id={id}
                      labelField={field.labelField}
                      fieldLabel={field.label}
                      onRemove={() => input.onChange(field.multiple ? ids.filter((other) => other !== id) : null)}
                    />
                  ))}
                </Flex>
              )}
              <RecordCombobox
                id={inputId}
                resource={field.resource}
                labelField={field.labelField}
                filters={field.sameRegion && region ? { region } : undefined}
                excludeIds={exclude}
                invalid={Boolean(error)}
                placeholder={ids.length && !field.multiple ? 'Type to search for another' : 'Type to search'}
                onPick={(record) => input.onChange(field.multiple ? [...ids, record.id] : record.id)}
              />
            </Stack>
          );
        }}
      />
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
};

const PlaceholderBlock: FieldRenderer<'placeholder'> = ({ field }) => (
  <Stack gap="2" paddingTop="4">
    <Heading as="h2" size="md">
      {field.label}
    </Heading>
    <Separator />
  </Stack>
);

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

/** Draws one declared field; a field of another region is not shown and its value is cleared. */
export function RenderField({ field, name }: { field: FieldDef; name: string }) {
  const region = useRegion();
  const { setValue, getValues } = useFormContext();
  const isShown = !field.regions || !region || field.regions.includes(region);
  useEffect(() => {
    if (!isShown && getValues(name)) setValue(name, null, { shouldDirty: true });
  }, [isShown, name, getValues, setValue]);
  if (!isShown) return null;
  const Renderer = FIELD_RENDERERS[field.type] as FieldRenderer<FieldType>;
  return <Renderer field={field as never} name={name} />;
}

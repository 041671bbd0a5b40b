'use client';
// A setting's key. Creating: a select of the keys that have no setting yet, and picking one shapes the
// value to fit it (a list, or a text). Updating: the key, read only. Which keys are taken is asked of the
// upstream key by key (areas/settings/api.ts), never read off one page of every setting.
import { Button, Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SETTING_KEYS, SETTING_KINDS, isSettingKey } from '@/areas/settings/setting-keys';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import { useResourceFormInfo } from '@/components/resource/fields/form-context';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';
import { useTakenSettingKeys } from './api';

/** The sibling field that holds the value (areas/settings/definition.ts). */
const VALUE_FIELD = 'value';

export const SettingKeyField: CustomFieldRenderer = ({ field, name }) => {
  const { recordId } = useResourceFormInfo();
  const key: unknown = useWatch({ name });
  if (recordId !== null) {
    return (
      <Field.Root readOnly>
        <Field.Label>{field.label}</Field.Label>
        <Input value={typeof key === 'string' ? key : ''} readOnly fontFamily="mono" />
        <Field.HelperText>{isSettingKey(key) ? `${SETTING_KINDS[key].label}. ` : ''}The key of a setting cannot change.</Field.HelperText>
      </Field.Root>
    );
  }
  return <MissingKeySelect field={field} name={name} />;
};

const MissingKeySelect: CustomFieldRenderer = ({ field, name }) => {
  const { register, getValues, setValue } = useFormContext();
  const error = useFieldError(name);
  const { data, error: loadError, isLoading, mutate } = useTakenSettingKeys();
  const taken = new Set(data ?? []);
  const missing = SETTING_KEYS.filter((key) => !taken.has(key));
  const isReady = data !== undefined;

  /** A list key starts from an empty list, the text key from an empty text; a fitting value is kept. */
  const shapeValue = (key: string) => {
    if (!isSettingKey(key)) return;
    const value: unknown = getValues(VALUE_FIELD);
    const isText = SETTING_KINDS[key].kind === 'text';
    if (isText && typeof value !== 'string') setValue(VALUE_FIELD, '', { shouldDirty: true });
    if (!isText && !Array.isArray(value)) setValue(VALUE_FIELD, [], { shouldDirty: true });
  };

  const note = loadError ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      The existing settings could not be loaded, so the free keys are unknown.{' '}
      <Button size="xs" variant="outline" onClick={() => void mutate()}>
        Retry
      </Button>
    </Text>
  ) : isReady && missing.length === 0 ? (
    <Text fontSize="sm" color="fg.muted">
      Every setting exists already: edit one from the list instead.
    </Text>
  ) : null;

  return (
    // Disabled while the free keys are unknown or there are none (Chakra takes that from the field root).
    <Field.Root invalid={Boolean(error)} required disabled={!isReady || missing.length === 0}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, { onChange: (event: { target: { value: string } }) => shapeValue(event.target.value) })}>
          <option value="">{isLoading ? 'Loading settings…' : 'Pick a setting'}</option>
          {missing.map((key) => (
            <option key={key} value={key}>
              {SETTING_KINDS[key].label} ({key})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldNotes help="Only keys without a setting are offered; each key exists once." error={error} />
      {note}
    </Field.Root>
  );
};

'use client';
// A collection field: one or several records of another resource, picked by searching. A role that may
// not list that resource is told who can change the field instead of being offered a picker that fails.
import { Field, Flex, Stack, Tag, Text } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useResourceRecord, type ResourceRecord } from '@/lib/client/use-resource';
import { RecordCombobox } from '../record-combobox';
import { FieldFrame, FieldNotes, useFieldError } from './field-frame';
import { useRecordRegion, useResourceFormInfo } from './form-context';
import type { FieldRenderer } from './types';

/** A picked record as a tag, named for the field it is taken out of ("Remove Hay fever from Related content"). */
export function RecordTag({ label, fieldLabel, onRemove }: { label: string; fieldLabel: string; onRemove: () => void }) {
  return (
    <Tag.Root size="lg" variant="subtle">
      <Tag.Label>{label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remove ${label} from ${fieldLabel}`} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}

/** A picked record and its label from `labelField`: `#id` while it loads, or where it has none. */
export function usePickedRecord(resource: string, id: number, labelField: string): { record: ResourceRecord | undefined; label: string } {
  const { data } = useResourceRecord(resource, id);
  const record = data?.data;
  return { record, label: record ? String(record[labelField] ?? `#${id}`) : `#${id}` };
}

function SelectedRecord({ resource, id, labelField, fieldLabel, onRemove }: { resource: string; id: number; labelField: string; fieldLabel: string; onRemove: () => void }) {
  const { label } = usePickedRecord(resource, id, labelField);
  return <RecordTag label={label} fieldLabel={fieldLabel} onRemove={onRemove} />;
}

export const CollectionInput: FieldRenderer<'collection'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const region = useRecordRegion();
  const { recordId, pickableResources, lockedPickerNotes } = useResourceFormInfo();
  const inputId = useId();
  if (!pickableResources.includes(field.resource)) {
    return (
      <FieldFrame field={{ ...field, help: undefined }}>
        <Text color="fg.muted" fontSize="sm">
          {lockedPickerNotes[field.resource] ?? `Your role cannot change ${field.label.toLowerCase()}.`}
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
                filters={{ ...field.where, ...(field.sameRegion && region ? { region } : {}) }}
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

'use client';
// The equivalent of a content record in the other region (docs/business-rules.md#content-equivalents):
// a picker offering only content of the same kind in the other region. Saving links both ways; the
// upstream updates the partner (and lets go of the old one).
import { Field, Flex, Tag, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useResourceRecord } from '@/lib/client/use-resource';
import { isRegion } from '@/lib/resources/regions';
import type { CollectionField } from '@/lib/resources/types';
import { RecordCombobox } from '@/components/resource/record-combobox';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import { useResourceFormInfo } from '@/components/resource/fields/form-context';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';

function Partner({ id, onRemove, fieldLabel }: { id: number; onRemove: () => void; fieldLabel: string }) {
  const { data } = useResourceRecord('content', id);
  const label = data ? String(data.data.title ?? `#${id}`) : `#${id}`;
  return (
    <Tag.Root size="lg" variant="subtle">
      <Tag.Label>{label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remove ${label} from ${fieldLabel}`} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}

export const EquivalentField: CustomFieldRenderer = ({ field: declared, name }) => {
  const field = declared as CollectionField;
  const { control } = useFormContext();
  const error = useFieldError(name);
  const { recordId } = useResourceFormInfo();
  const [region, kind] = useWatch({ name: ['region', 'kind'] }) as unknown[];
  const inputId = useId();
  const other = isRegion(region) ? (region === 'gb' ? 'us' : 'gb') : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={inputId}>{field.label}</Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <Flex direction="column" gap="2" width="full">
            {typeof input.value === 'number' ? (
              <Flex>
                <Partner id={input.value} fieldLabel={field.label} onRemove={() => input.onChange(null)} />
              </Flex>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No equivalent linked.
              </Text>
            )}
            {other && (
              <RecordCombobox
                id={inputId}
                resource="content"
                labelField="title"
                filters={{ region: other, kind: String(kind ?? '') }}
                excludeIds={[...(typeof input.value === 'number' ? [input.value] : []), ...(recordId === null ? [] : [recordId])]}
                invalid={Boolean(error)}
                placeholder={typeof input.value === 'number' ? 'Type to search for another' : 'Type to search'}
                onPick={(record) => input.onChange(record.id)}
              />
            )}
          </Flex>
        )}
      />
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
};

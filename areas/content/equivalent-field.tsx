'use client';
// The equivalent of a content record in the other region (docs/business-rules.md#content-equivalents):
// a picker offering only content of the same kind in the other region, each option saying which record it
// is linked to now. Picking one that is linked elsewhere asks first, naming both records, and the save then
// says so (`take_equivalent`), since the upstream re-points a taken equivalent only when told. Saving links
// both ways; the upstream updates the partner (and lets go of the old one).
import { Field, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { isRegion } from '@/lib/resources/regions';
import type { CollectionField, Region } from '@/lib/resources/types';
import { RecordCombobox } from '@/components/resource/record-combobox';
import { RecordTag, usePickedRecord } from '@/components/resource/fields/collection-input';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import { useResourceFormInfo } from '@/components/resource/fields/form-context';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';

const TakeEquivalentDialog = lazy(() => import('./take-equivalent-dialog').then((module) => ({ default: module.TakeEquivalentDialog })));

/** The request's flag that the person chose to take a linked equivalent (never a stored field). */
const TAKE_FIELD = 'take_equivalent';

/** The record another record names as its equivalent in `region`, unless it is `self`: its title, else `#id`. */
function linkedElsewhere(record: Readonly<Record<string, unknown>>, region: Region, self: number | null): string | null {
  const partner = record[`${region}_equivalent_id`];
  if (typeof partner !== 'number' || partner === self) return null;
  return typeof record.equivalent_title === 'string' ? record.equivalent_title : `#${partner}`;
}

function Partner({ id, onRemove, fieldLabel, region, self, isTaking }: { id: number; onRemove: () => void; fieldLabel: string; region: Region | undefined; self: number | null; isTaking: boolean }) {
  const { record, label } = usePickedRecord('content', id, 'title');
  const other = record && region ? linkedElsewhere(record, region, self) : null;
  return (
    <Flex direction="column" gap="1">
      <Flex>
        <RecordTag label={label} fieldLabel={fieldLabel} onRemove={onRemove} />
      </Flex>
      {other && (
        <Text fontSize="sm" color="fg.muted">
          {isTaking
            ? `Saving takes “${label}” from “${other}”, which is then left with no equivalent.`
            : `“${label}” is linked to “${other}”, so this link is one-way. Saving leaves both as they are; to take it, remove it and pick it again.`}
        </Text>
      )}
    </Flex>
  );
}

export const EquivalentField: CustomFieldRenderer = ({ field: declared, name }) => {
  const field = declared as CollectionField;
  const { control, setValue } = useFormContext();
  const error = useFieldError(name);
  const { recordId } = useResourceFormInfo();
  const [region, kind, title, isTaking] = useWatch({ name: ['region', 'kind', 'title', TAKE_FIELD] }) as unknown[];
  const inputId = useId();
  const [asking, setAsking] = useState<{ record: ResourceRecord; linkedTo: string } | null>(null);
  const own = isRegion(region) ? region : undefined;
  const other = own ? (own === 'gb' ? 'us' : 'gb') : undefined;
  const current = typeof title === 'string' && title.trim() ? `“${title.trim()}”` : 'this content';
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={inputId}>{field.label}</Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => {
          // The flag goes with the value it was confirmed for: any other choice drops it.
          const choose = (id: number | null, isTakingIt: boolean) => {
            setValue(TAKE_FIELD, isTakingIt);
            input.onChange(id);
          };
          return (
            <Flex direction="column" gap="2" width="full">
              {typeof input.value === 'number' ? (
                <Partner
                  id={input.value}
                  fieldLabel={field.label}
                  region={own}
                  self={recordId}
                  isTaking={isTaking === true}
                  onRemove={() => choose(null, false)}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  No equivalent linked.
                </Text>
              )}
              {other && own && (
                <RecordCombobox
                  id={inputId}
                  resource="content"
                  labelField="title"
                  filters={{ region: other, kind: String(kind ?? '') }}
                  excludeIds={[...(typeof input.value === 'number' ? [input.value] : []), ...(recordId === null ? [] : [recordId])]}
                  invalid={Boolean(error)}
                  placeholder={typeof input.value === 'number' ? 'Type to search for another' : 'Type to search'}
                  describeRecord={(record) => {
                    const linkedTo = linkedElsewhere(record, own, recordId);
                    return linkedTo === null ? undefined : `Linked to “${linkedTo}”`;
                  }}
                  onPick={(record) => {
                    const linkedTo = linkedElsewhere(record, own, recordId);
                    if (linkedTo === null) choose(record.id, false);
                    else setAsking({ record, linkedTo });
                  }}
                />
              )}
              {asking && other && (
                <Suspense fallback={null}>
                  <TakeEquivalentDialog
                    picked={String(asking.record.title ?? `#${asking.record.id}`)}
                    linkedTo={asking.linkedTo}
                    current={current}
                    region={other}
                    onCancel={() => setAsking(null)}
                    onConfirm={() => {
                      choose(asking.record.id, true);
                      setAsking(null);
                    }}
                  />
                </Suspense>
              )}
            </Flex>
          );
        }}
      />
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
};

'use client';
// Draws any declared field inside a react-hook-form form: its custom component when it names one, else
// its type's renderer. A field limited to other regions than the record's is not shown, and its value
// is cleared so it is not saved; a locked field shows its value, kept as it is. The fields a field holds
// (an array's rows, a block's) are drawn by this same component, handed down in NestedFieldContext.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldDef, FieldType } from '@/lib/resources/types';
import { CUSTOM_FIELDS } from '@/areas/custom-fields';
import { NestedFieldContext, useRecordRegion, useResourceFormInfo } from './form-context';
import { LockedField } from './locked-field';
import { FIELD_RENDERERS } from './renderers';
import type { FieldRenderer } from './types';

export function RenderField({ field, name }: { field: FieldDef; name: string }) {
  const region = useRecordRegion();
  const { setValue, getValues } = useFormContext();
  const isShown = !field.regions || !region || field.regions.includes(region);
  useEffect(() => {
    if (!isShown && getValues(name)) setValue(name, null, { shouldDirty: true });
  }, [isShown, name, getValues, setValue]);
  const { lockedFields } = useResourceFormInfo();
  if (!isShown) return null;
  if (lockedFields?.includes(name)) return <LockedField field={field} name={name} />;
  const Renderer = (field.component ? CUSTOM_FIELDS[field.component] : FIELD_RENDERERS[field.type]) as FieldRenderer<FieldType>;
  return (
    <NestedFieldContext.Provider value={renderNested}>
      <Renderer field={field as never} name={name} />
    </NestedFieldContext.Provider>
  );
}

const renderNested = (field: FieldDef, name: string) => <RenderField field={field} name={name} />;

'use client';
// Fields whose code loads only where a form draws them: the custom-field registry and the field renderers
// are part of every form's first load, so the file picker, the block editor, the settings list editor or
// the checkbox would otherwise ship with forms that never draw them. While the code loads a skeleton of
// the field's height stands in its place, marked busy, so the form is not yet ready (e2e/support/first-load-js.ts).
import { Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { ComponentType } from 'react';
import type { FieldDef } from '@/lib/resources/types';
import type { CustomFieldRenderer } from '../types';

/** The field's code could not be fetched (network gone): say so instead of failing the form. */
const FieldUnavailable: CustomFieldRenderer = ({ field }) => {
  useEffect(() => reportUnavailable(`The ${field.label.toLowerCase()} field`), [field.label]);
  return (
    <Text fontSize="sm" color="fg.error">
      {field.label}: this field could not be loaded.
    </Text>
  );
};

/** A field renderer that fetches `load`'s component when first drawn; `height` is its skeleton's. */
export function lazyField<P extends { field: FieldDef; name: string } = { field: FieldDef; name: string }>(load: () => Promise<ComponentType<P>>, height: string): ComponentType<P> {
  const Field = lazyWithFallback<P>(load, FieldUnavailable as ComponentType<P>);
  const LazyField: ComponentType<P> = (props) => (
    <Suspense fallback={<Skeleton height={height} role="status" aria-busy="true" aria-label={`Loading ${props.field.label.toLowerCase()}`} />}>
      <Field {...props} />
    </Suspense>
  );
  return LazyField;
}

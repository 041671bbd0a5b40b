'use client';
// Custom fields whose code loads only where a form names them: the registry is part of every form's first
// load, so the file picker, the block editor or the settings list editor would otherwise ship with forms
// that never draw them. While the code loads a skeleton of the field's height stands in its place.
import { Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
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

/** A registry entry that fetches `load`'s component when first drawn; `height` is its skeleton's. */
export function lazyField(load: () => Promise<CustomFieldRenderer>, height: string): CustomFieldRenderer {
  const Field = lazyWithFallback(load, FieldUnavailable);
  const LazyField: CustomFieldRenderer = (props) => (
    <Suspense fallback={<Skeleton height={height} />}>
      <Field {...props} />
    </Suspense>
  );
  return LazyField;
}

'use client';
// The settings form's key and value fields, loaded only where a form names them: the custom-field
// registry is part of every form, and the list editor has no business in the product form's first load.
import { Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { CustomFieldRenderer } from './registry';

/** The field's code could not be fetched (network gone): say so instead of failing the form. */
const FieldUnavailable: CustomFieldRenderer = ({ field }) => {
  useEffect(() => reportUnavailable(`The ${field.label.toLowerCase()} field`), [field.label]);
  return (
    <Text fontSize="sm" color="fg.error">
      {field.label}: this field could not be loaded.
    </Text>
  );
};

const LazyKeyField = lazyWithFallback(() => import('./setting-key-field').then((module) => module.SettingKeyField), FieldUnavailable);
const LazyValueField = lazyWithFallback(() => import('./setting-value-field').then((module) => module.SettingValueField), FieldUnavailable);

export const SettingKeyFieldLazy: CustomFieldRenderer = (props) => (
  <Suspense fallback={<Skeleton height="10" />}>
    <LazyKeyField {...props} />
  </Suspense>
);

export const SettingValueFieldLazy: CustomFieldRenderer = (props) => (
  <Suspense fallback={<Skeleton height="20" />}>
    <LazyValueField {...props} />
  </Suspense>
);

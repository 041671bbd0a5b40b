'use client';
// The generic create/update screen of a declared resource: the form drawn from its fields, validated
// with its schema, saved through the BFF with server field errors on their fields, and deleted after a
// confirmation. Typed values survive a failed save; leaving with unsaved changes asks first.
// The schema (and zod) is not part of the page's first load: it is fetched when the form is first
// touched, and a submit waits for it.
import { Button, Flex, Stack, chakra } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { PageHeader } from '@/components/shell/page-header';
import { ApiError, errorMessage, isRedirectingToLogin } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { deleteResourceRecord, saveResourceRecord, useResourceRecord } from '@/lib/client/use-resource';
import type { ResourceMeta } from '@/lib/resources/types';
import { DeleteButton } from './delete-button';
import { RenderField } from './field-renderers';
import { ResourceFormContext } from './resource-form-context';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

type FormChecks = typeof import('@/lib/resources/form-checks');

let formChecks: Promise<FormChecks> | null = null;

/** The forms' zod checks, fetched once; a failed fetch (network gone) is tried again on the next use. */
function loadFormChecks(): Promise<FormChecks> {
  formChecks ??= import('@/lib/resources/form-checks').catch((error: unknown) => {
    formChecks = null;
    throw error;
  });
  return formChecks;
}

const preloadFormChecks = () => void loadFormChecks().catch(() => {});

/** The field errors of a 422 answer; the checks have loaded by then, since the values passed them. */
async function parseValidationError(body: string) {
  const checks = await loadFormChecks().catch(() => null);
  return checks?.parseValidationErrorBody(body) ?? null;
}

const CHECKS_UNAVAILABLE = 'The form could not be checked: check your connection, then save again.';

interface ResourceFormClientProps {
  /** The declared resource's plain metadata (lib/resources/registry `resourceMeta`). */
  meta: ResourceMeta;
  /** The record's id on an update screen; null to create. */
  id: string | null;
  /** Resources of the form's record pickers the signed-in role may read. */
  pickableResources: readonly string[];
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
}

/** A record as the form edits it: the declared fields only, empty text as '' so inputs stay controlled. */
function toFormValues(record: Record<string, unknown>, definition: ResourceMeta): FieldValues {
  const values: FieldValues = {};
  for (const field of definition.fields) {
    if (field.type === 'placeholder') continue;
    const value = record[field.name] ?? definition.defaults[field.name] ?? null;
    values[field.name] = value === null && field.type === 'string' ? '' : value;
  }
  return values;
}

export function ResourceFormClient({ meta: definition, id, pickableResources, children }: ResourceFormClientProps) {
  const { data, error, mutate } = useResourceRecord(definition.resource, id);
  const title = id === null ? `New ${definition.singular.toLowerCase()}` : `Edit ${definition.singular.toLowerCase()}`;

  if (id !== null && !data) {
    return (
      <>
        <PageHeader title={title} />
        {error ? (
          <LoadError
            title={`The ${definition.singular.toLowerCase()} could not be loaded`}
            error={error}
            onRetry={error.status !== 404 ? () => void mutate() : undefined}
            maxWidth="3xl"
          />
        ) : (
          <Stack gap="4" maxWidth="3xl" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        )}
      </>
    );
  }

  const initial = id === null ? toFormValues(definition.defaults, definition) : toFormValues(data!.data, definition);
  return (
    <ResourceFormBody key={id ?? 'new'} definition={definition} id={id} title={title} initial={initial} pickableResources={pickableResources}>
      {children}
    </ResourceFormBody>
  );
}

interface BodyProps {
  definition: ResourceMeta;
  id: string | null;
  title: string;
  initial: FieldValues;
  pickableResources: readonly string[];
  children?: ReactNode;
}

function ResourceFormBody({ definition, id, title, initial, pickableResources, children }: BodyProps) {
  const router = useRouter();
  const noun = definition.singular.toLowerCase();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    let checks: FormChecks;
    try {
      checks = await loadFormChecks();
    } catch {
      setFormError(CHECKS_UNAVAILABLE);
      return { values: {}, errors: { root: { type: 'unavailable', message: CHECKS_UNAVAILABLE } } };
    }
    setFormError((shown) => (shown === CHECKS_UNAVAILABLE ? null : shown));
    // The schema's output (trimmed, defaults filled) is what gets sent.
    return checks.resolverFor(definition.name)(values, context, options);
  };
  const methods = useForm<FieldValues>({ defaultValues: initial, resolver });
  const { formState, handleSubmit, reset, setError } = methods;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveResourceRecord(definition.resource, id, values);
      toaster.create({ type: 'success', title: `${definition.singular} ${id === null ? 'created' : 'updated'}` });
      if (id === null) {
        router.push(definition.basePath);
      } else {
        reset(toFormValues(saved, definition));
      }
    } catch (error) {
      if (isRedirectingToLogin()) return;
      const invalid = error instanceof ApiError && error.status === 422 ? await parseValidationError(error.body) : null;
      if (invalid) {
        for (const [path, message] of Object.entries(invalid.errors)) setError(path, { type: 'server', message });
        setFormError(invalid.message);
      } else {
        setFormError(errorMessage(error));
      }
      // Rethrown so react-hook-form does not count this as a successful submit.
      throw error;
    }
  });

  async function onDelete() {
    try {
      await deleteResourceRecord(definition.resource, id!);
    } catch (error) {
      toaster.create({ type: 'error', title: `The ${noun} was not deleted`, description: errorMessage(error), closable: true });
      throw error;
    }
    toaster.create({ type: 'success', title: `${definition.singular} deleted` });
    reset(undefined, { keepValues: true });
    router.push(definition.basePath);
  }

  return (
    <ResourceFormContext.Provider value={{ recordId: id === null ? null : Number(id), pickableResources }}>
      <PageHeader title={title} actions={id !== null && definition.actions.delete ? <DeleteButton noun={noun} onConfirm={onDelete} /> : null} />
      <FormProvider {...methods}>
        <chakra.form
          noValidate
          maxWidth="3xl"
          aria-label={title}
          onFocus={preloadFormChecks}
          onPointerDown={preloadFormChecks}
          onSubmit={(event) => {
            onSubmit(event).catch(() => {});
          }}
        >
          <Stack gap="5">
            {formError && <ErrorAlert title={`The ${noun} was not saved`} description={formError} />}
            {definition.fields.map((field) => (
              <RenderField key={field.name} field={field} name={field.name} />
            ))}
            {children}
            <Flex gap="3" paddingTop="2" position="sticky" bottom="0" bg="bg" paddingBottom="4">
              <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
                Save
              </Button>
              <Button asChild variant="ghost">
                <NextLink href={definition.basePath}>Cancel</NextLink>
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </FormProvider>
    </ResourceFormContext.Provider>
  );
}

'use client';
// The one file-picker field (docs/special-calls.md#files): a `collection` field of `resource: 'files'`,
// one id or a list of ids up to `maxItems`, of the `accept` kind. The chosen files show as thumbnails
// with Remove and Move earlier/later buttons; "Choose from library" opens a dialog and "Upload" sends
// new files through the shared upload queue, both loaded on first use so a form's first load stays small.
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { FILE_ACCEPT, FILE_TYPES, type FileKind, type FileRecord } from '@/lib/resources/file-types';
import type { CollectionField } from '@/lib/resources/types';
import type { FileUploaderProps } from '@/areas/files/file-uploader';
import type { FileLibraryDialogProps } from '@/areas/files/file-library-dialog';
import type { PickedFileProps } from '@/areas/files/picked-file';
import { fieldErrorMessage } from '@/components/resource/fields/field-error';
import { useFieldError } from '@/components/resource/fields/field-frame';
import { useResourceFormInfo } from '@/components/resource/fields/form-context';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';

function PartUnavailable({ part }: { part: string }) {
  useEffect(() => reportUnavailable(part), [part]);
  return null;
}
const FileUploader = lazyWithFallback<FileUploaderProps>(
  () => import('@/areas/files/file-uploader').then((m) => m.FileUploader),
  () => <PartUnavailable part="The upload" />,
);
/** A stand-in of a chosen file's size while its card's code loads, marked busy so nothing reads it as drawn. */
function PickedFileStandIn() {
  return <Skeleton as="li" width="32" height="32" rounded="md" aria-busy="true" aria-label="Loading the chosen file" />;
}
// A chosen file's card: a create form starts with none, so its code comes with the first file chosen.
const PickedFile = lazyWithFallback<PickedFileProps>(
  () => import('@/areas/files/picked-file').then((m) => m.PickedFile),
  () => <PartUnavailable part="The chosen file" />,
);
const loadLibraryDialog = () => import('@/areas/files/file-library-dialog');
// Fetched when the pointer or focus reaches "Choose … from library", so a press opens the dialog at once:
// fetched on the press, the dialog came a moment later on a busy machine, read as an ignored click, and the
// second press that followed landed outside the dialog just drawn and closed it.
const preloadLibraryDialog = () => void loadLibraryDialog().catch(() => {});
const FileLibraryDialog = lazyWithFallback<FileLibraryDialogProps>(
  () => loadLibraryDialog().then((m) => m.FileLibraryDialog),
  () => <PartUnavailable part="The file library" />,
);

/** What the file chooser offers for a kind (the upstream checks the content either way). */
export function acceptFor(kind: FileKind | undefined): string {
  if (!kind) return FILE_ACCEPT;
  return Object.values(FILE_TYPES)
    .filter((type) => type.kind === kind)
    .flatMap((type) => [type.mime, ...type.extensions.map((extension) => `.${extension}`)])
    .join(',');
}

/** The ids a field value holds, in order. */
export function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((id): id is number => typeof id === 'number');
  return typeof value === 'number' ? [value] : [];
}

/** Moves the id at `from` by `by` places (−1 earlier, +1 later); the list is unchanged at an edge. */
export function moveId(ids: readonly number[], from: number, by: -1 | 1): number[] {
  const to = from + by;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** `ids` with `added` after them, without repeats and at most `max` in all. */
export function addIds(ids: readonly number[], added: readonly number[], max: number): number[] {
  const next = [...ids];
  for (const id of added) if (!next.includes(id) && next.length < max) next.push(id);
  return next;
}

const KIND_NOUNS: Record<FileKind, [string, string]> = { image: ['image', 'images'], video: ['video', 'videos'], document: ['document', 'documents'] };

export const FilePickerField: CustomFieldRenderer = ({ field: declared, name }) => {
  const field = declared as CollectionField;
  const { setValue, getValues, formState } = useFormContext();
  const value: unknown = useWatch({ name });
  const fieldError = useFieldError(name);
  const { pickableResources, lockedPickerNotes } = useResourceFormInfo();
  const labelId = useId();
  const notesId = useId();
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const [isUploaderWanted, setUploaderWanted] = useState(false);
  const [pickRequest, setPickRequest] = useState(0);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const isMultiple = Boolean(field.multiple);
  const max = isMultiple ? (field.maxItems ?? Number.POSITIVE_INFINITY) : 1;
  const ids = idsOf(value);
  // The upstream names the file it refuses (`images.2`); the field shows the first such message.
  const error = fieldError ?? ids.map((_, index) => fieldErrorMessage(formState.errors, `${name}.${index}`)).find(Boolean);
  const [singular, plural] = field.accept ? KIND_NOUNS[field.accept] : ['file', 'files'];
  const isFull = isMultiple && ids.length >= max;

  const write = (next: number[], message: string) => {
    setValue(name, isMultiple ? next : (next[0] ?? null), { shouldDirty: true, shouldValidate: false });
    setNote(message);
  };
  // Single fields replace their file; multiple ones add up to the maximum.
  const add = (added: number[]) => {
    const current = idsOf(getValues(name));
    const next = isMultiple ? addIds(current, added, max) : added.slice(-1);
    write(next, `${next.length} ${next.length === 1 ? singular : plural} chosen`);
  };

  if (!pickableResources.includes('files')) {
    return (
      <Stack gap="1.5">
        <Text fontWeight="medium" textStyle="sm">
          {field.label}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {lockedPickerNotes.files ?? `Your role cannot change ${field.label.toLowerCase()}.`}
        </Text>
      </Stack>
    );
  }

  return (
    // Positioned, so the visually hidden status line below is placed within the field, not wherever the
    // nearest positioned ancestor is (that once made the whole page taller than the window).
    <Stack as="fieldset" position="relative" gap="2" aria-labelledby={labelId} aria-describedby={error || field.help ? notesId : undefined} aria-invalid={error ? true : undefined} data-field={name}>
      <Text as="legend" id={labelId} fontWeight="medium" textStyle="sm">
        {field.label}
        {field.required && (
          <Box as="span" color="fg.error" marginStart="1" aria-hidden="true">
            *
          </Box>
        )}
      </Text>
      {ids.length > 0 ? (
        <Flex as="ul" aria-label={`Chosen ${plural}`} gap="3" wrap="wrap" listStyleType="none">
          {ids.map((id, index) => (
            <Suspense key={id} fallback={<PickedFileStandIn />}>
              <PickedFile
                id={id}
                position={index + 1}
                count={ids.length}
                isMultiple={isMultiple}
                onMove={(by) => write(moveId(ids, index, by), `Moved to position ${index + 1 + by} of ${ids.length}`)}
                onRemove={() => write(ids.filter((other) => other !== id), `Removed; ${ids.length - 1} ${ids.length - 1 === 1 ? singular : plural} chosen`)}
              />
            </Suspense>
          ))}
        </Flex>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No {isMultiple ? plural : singular} chosen.
        </Text>
      )}
      <Flex gap="2" wrap="wrap" alignItems="center">
        <Button
          size="sm"
          variant="outline"
          disabled={isFull}
          aria-haspopup="dialog"
          onPointerEnter={preloadLibraryDialog}
          onFocus={preloadLibraryDialog}
          onClick={() => setLibraryOpen(true)}
        >
          Choose {field.label.toLowerCase()} from library
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isFull}
          onClick={() => {
            setUploaderWanted(true);
            setPickRequest((n) => n + 1);
          }}
        >
          Upload {field.label.toLowerCase()}
        </Button>
        {isMultiple && Number.isFinite(max) && (
          <Text color="fg.muted" fontSize="sm">
            {ids.length} of {max} {plural}
          </Text>
        )}
      </Flex>
      {refusal && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {refusal}
        </Text>
      )}
      <Text role="status" srOnly>
        {note}
      </Text>
      {isUploaderWanted && (
        <Suspense fallback={null}>
          <FileUploader
            pickRequest={pickRequest}
            accept={acceptFor(field.accept)}
            label={`Uploads for ${field.label.toLowerCase()}`}
            onUploaded={(record: FileRecord) => {
              if (field.accept && record.kind !== field.accept) {
                setRefusal(`${record.filename} is not ${field.accept === 'image' ? 'an' : 'a'} ${singular}; it is in the library but was not added.`);
                return;
              }
              if (isMultiple && idsOf(getValues(name)).length >= max) {
                setRefusal(`${record.filename} is in the library but was not added: ${field.label} holds at most ${max}.`);
                return;
              }
              setRefusal(null);
              add([record.id]);
            }}
          />
        </Suspense>
      )}
      {isLibraryOpen && (
        <Suspense fallback={null}>
          <FileLibraryDialog
            title={`Choose ${field.label.toLowerCase()}`}
            kind={field.accept}
            chosen={ids}
            max={isMultiple ? max - ids.length : 1}
            nouns={[singular, plural]}
            onChoose={(chosen) => add(chosen)}
            onClose={() => setLibraryOpen(false)}
          />
        </Suspense>
      )}
      {error ? (
        <Text id={notesId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : (
        field.help && (
          <Text id={notesId} color="fg.muted" fontSize="sm">
            {field.help}
          </Text>
        )
      )}
    </Stack>
  );
};

'use client';
// The details of one file, opened over /system/files in a drawer (`?file=<id>`): what it is, who
// uploaded it and where it is used, its name and alt text to edit, its URL to copy, a download link,
// and delete — asked first and refused by the upstream while the file is used (409, shown here: a modal
// drawer hides toasts from assistive technology, so every outcome is also said inside it); and its History
// (the drawer is the admins': /system/files is theirs alone, so each older version offers a restore). The
// name and alt text are saved against the version the drawer loaded (If-Match): a save that meets someone
// else's (412) is merged as the forms merge it, and a clash on one field opens their conflict view; the
// merge and the view load only then.
import { Button, DataList, Field, Flex, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import '@/components/ui/late-recipes';
import NextLink from 'next/link';
import { Suspense, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/client/fetcher';
import { lazyPart } from '@/lib/client/lazy-part';
import { toaster } from '@/lib/client/toaster';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { formatTime } from '@/lib/format-date';
import { deleteResourceRecord, saveResourceRecord, useResourceRecord } from '@/lib/client/use-resource';
import type { EditConflict, SaveRound } from '@/lib/client/controllers/edit-conflict';
import type { ConflictViewProps } from '@/components/resource/form/conflict-dialog';
import type { ConflictChoice } from '@/lib/merge/three-way';
import type { ResourceMeta } from '@/lib/resources/types';
import { fileContentPath, fileUpdateSchema, type FileRecord, type FileUse } from '@/areas/files/definition';
import { ROUTES } from '@/lib/routes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { DrawerShell } from '@/components/resource/detail/drawer-shell';
import { HistorySection } from '@/components/resource/history/history-section';
import type { HistoryPanelProps } from '@/components/resource/history/history-panel';
import { FileThumb, fileTypeLabel, formatBytes } from './file-thumb';
import { countOf } from '@/lib/format-number';

export interface FileDrawerProps {
  id: string;
  onClose: () => void;
}

/** What the 412 merge and its conflict view read of a file: the two things a person edits (the bytes never change). */
const FILE_FIELDS = {
  singular: 'File',
  fields: [
    { type: 'string', name: 'filename', label: 'File name' },
    { type: 'string', name: 'alt_text', label: 'Alt text' },
  ],
  defaults: { filename: '', alt_text: null },
} as const satisfies Pick<ResourceMeta, 'singular' | 'fields' | 'defaults'>;

/** What the History panel reads of a file: the same two fields. */
const FILE_HISTORY_META = { resource: 'files', singular: FILE_FIELDS.singular, fields: FILE_FIELDS.fields } as const satisfies HistoryPanelProps['meta'];

const CONFLICT_PART = 'The conflicting changes';
const NOTHING_LOST = 'Nothing you typed was lost.';

/** Only a save that meets someone else's change to the same field draws it, with its word diff. */
const ConflictView = lazyPart<ConflictViewProps>(() => import('@/components/resource/form/conflict-dialog').then((module) => module.ConflictView), CONFLICT_PART, NOTHING_LOST);

export function FileDrawer({ id, onClose }: FileDrawerProps) {
  const { data, error, mutate } = useResourceRecord<FileRecord>('files', id);
  const file = data?.data;
  // A restored version is drawn afresh, its name and alt text in the inputs.
  const [restores, setRestores] = useState(0);
  return (
    <DrawerShell title={file ? file.filename : `File #${id}`} noun="file" onClose={onClose} loaded={file} loadError={error} onRetry={() => void mutate()}>
      {(file) => (
        <Stack gap="8">
          <FileDetails key={`${file.id}-${restores}`} file={file} onDeleted={onClose} />
          <HistorySection
            meta={FILE_HISTORY_META}
            id={file.id}
            version={typeof file.version === 'number' ? file.version : undefined}
            headingLevel="h3"
            canRestore
            onRestored={async () => {
              await mutate();
              setRestores((count) => count + 1);
            }}
          />
        </Stack>
      )}
    </DrawerShell>
  );
}

/** Where a record that uses a file is edited: its area's update route, when it has one. */
function editHref(use: FileUse): string | undefined {
  const route = ROUTES.find((candidate) => candidate.resource === use.resource && candidate.pattern.endsWith('/update/:id'));
  return route?.pattern.replace(':id', String(use.id));
}

function FileDetails({ file, onDeleted }: { file: FileRecord; onDeleted: () => void }) {
  const timeZone = useTimeZone();
  return (
    <Stack gap="6">
      <FileThumb file={file} size="48" />
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Type">
          {fileTypeLabel(file.mime_type)} ({file.mime_type})
        </Fact>
        <Fact label="Size">{formatBytes(file.size_bytes)}</Fact>
        {file.width !== null && file.height !== null && (
          <Fact label="Dimensions">
            {file.width} × {file.height} px
          </Fact>
        )}
        <Fact label="Uploaded by">{file.uploaded_by}</Fact>
        <Fact label="Uploaded">{formatTime(file.created_at, timeZone)}</Fact>
      </DataList.Root>
      <Stack as="section" gap="2" aria-labelledby="file-used-by">
        <Heading as="h3" size="sm" id="file-used-by">
          Where it is used
        </Heading>
        {file.used_by && file.used_by.length > 0 ? (
          <Stack as="ul" gap="1" paddingStart="4" listStyleType="disc">
            {file.used_by.map((use) => (
              <li key={`${use.resource}-${use.id}`}>
                <UseLink use={use} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{file.usage_count > 0 ? `Used by ${countOf(file.usage_count, 'record')}.` : 'Not used by any record.'}</Text>
        )}
      </Stack>
      <FileLinks file={file} />
      <EditFile file={file} />
      <DeleteFile file={file} onDeleted={onDeleted} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue minWidth="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function UseLink({ use }: { use: FileUse }) {
  const href = editHref(use);
  const text = `${use.title} (${use.resource})`;
  return href ? (
    <Link asChild>
      <NextLink href={href}>{text}</NextLink>
    </Link>
  ) : (
    <Text as="span">{text}</Text>
  );
}

/**
 * The console's own address of a file's bytes, whole so a copied link opens from anywhere: built from the
 * id rather than the record's `url`, which is the upstream's to write (the BFF makes a `MAIN_API_URL`
 * address the console's, but not one the upstream spells another way).
 */
function consoleFileUrl(id: number): string {
  const path = fileContentPath(id);
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

function FileLinks({ file }: { file: FileRecord }) {
  const [copyNote, setCopyNote] = useState('');
  const url = consoleFileUrl(file.id);
  return (
    <Stack as="section" gap="2" aria-labelledby="file-address">
      <Heading as="h3" size="sm" id="file-address">
        Address
      </Heading>
      <Input readOnly value={url} aria-label="File URL" onFocus={(event) => event.currentTarget.select()} />
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setCopyNote('URL copied'),
              () => setCopyNote('The URL could not be copied: select it above and copy it.'),
            );
          }}
        >
          Copy URL
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={fileContentPath(file.id)} download={file.filename}>
            Download
          </a>
        </Button>
      </Flex>
      <Text role="status" fontSize="sm" color="fg.muted" minHeight="5">
        {copyNote}
      </Text>
    </Stack>
  );
}

/** The name and alt text as the inputs hold them: no alt text is ''. */
interface FileValues {
  filename: string;
  alt_text: string;
}

const valuesOf = (file: Pick<FileRecord, 'filename' | 'alt_text'>): FileValues => ({ filename: file.filename, alt_text: file.alt_text ?? '' });

/** A merge's values (its fields are the file's two) as the inputs hold them. */
const mergedValues = (values: Readonly<Record<string, unknown>>): FileValues => ({ filename: String(values.filename ?? ''), alt_text: String(values.alt_text ?? '') });

/** What the inputs started from: the values and the version they were loaded at, which a save is made against. */
interface Loaded {
  values: FileValues;
  /** None from an upstream whose files carry no version: its saves are not conditional. */
  version: number | undefined;
}

const loadedOf = (file: FileRecord): Loaded => ({ values: valuesOf(file), version: typeof file.version === 'number' ? file.version : undefined });

/** A save that went through; `said` when it was merged with someone else's and the merge has been announced. */
type Saved = { said?: string } | null;

function EditFile({ file }: { file: FileRecord }) {
  const [values, setValues] = useState(() => valuesOf(file));
  const [loaded, setLoaded] = useState(() => loadedOf(file));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  /** The inputs start again from `from`, holding `typed` (nothing typed is dropped). */
  function rebase(from: Loaded, typed: FileValues) {
    setLoaded(from);
    setValues(typed);
  }

  /** Checks and saves `typed` against `from`'s version; a 412 is merged and saved again. Null when not saved (the drawer says why). */
  async function saveValues(typed: FileValues, from: Loaded, round: SaveRound): Promise<Saved> {
    const parsed = fileUpdateSchema.safeParse(typed);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return null;
    }
    setErrors({});
    try {
      // The file's record and lists refresh: the drawer shows the new version.
      const saved = await saveResourceRecord<FileRecord>('files', file.id, parsed.data, { version: from.version });
      const after = loadedOf(saved);
      setLoaded(after);
      // What the server kept (trimmed), unless more was typed while it saved.
      setValues((current) => (current.filename === typed.filename && current.alt_text === typed.alt_text ? after.values : current));
      return {};
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) return mergeStale(error.body, typed, from, round);
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      setFailure(errorMessage(error));
      return null;
    }
  }

  /** Someone saved first: merged three ways as the forms merge (edit-conflict.ts); a clash waits for the conflict view. */
  async function mergeStale(body: string, typed: FileValues, from: Loaded, round: SaveRound): Promise<Saved> {
    let edits: typeof import('@/lib/client/controllers/edit-conflict');
    try {
      edits = await import('@/lib/client/controllers/edit-conflict');
    } catch {
      setFailure(`${CONFLICT_PART} could not be loaded: check your connection, then save again. ${NOTHING_LOST}`);
      return null;
    }
    const merge = edits.staleSaveMerge(body, FILE_FIELDS, from.values, typed, round);
    if (!merge) {
      setFailure(edits.unmergeable(FILE_FIELDS.singular));
      return null;
    }
    if (merge.merge.conflicts.length > 0) {
      setConflict(merge);
      return null;
    }
    const theirs = { values: mergedValues(merge.theirsValues), version: merge.version };
    const merged = mergedValues(merge.merge.merged);
    rebase(theirs, merged);
    const saved = await saveValues(merged, theirs, { attempt: round.attempt + 1 });
    if (!saved) return null;
    return saved.said ? saved : { said: edits.announceMerge(merge, FILE_FIELDS.singular) };
  }

  /** Runs one save from the Save button or the conflict view, saying its outcome inside the drawer as well. */
  async function run(work: () => Promise<Saved>) {
    setNote('');
    setFailure(null);
    setSaving(true);
    try {
      const saved = await work();
      if (!saved) return;
      if (!saved.said) toaster.create({ type: 'success', title: 'File updated' });
      setNote(saved.said ?? 'File updated');
    } finally {
      setSaving(false);
    }
  }

  async function settle(clash: EditConflict, choices: Readonly<Record<string, ConflictChoice>>) {
    const { settleConflicts } = await import('@/lib/merge/three-way');
    const theirs = { values: mergedValues(clash.theirsValues), version: clash.version };
    const settled = mergedValues(settleConflicts(clash.merge, choices));
    rebase(theirs, settled);
    setConflict(null);
    await run(() => saveValues(settled, theirs, { attempt: 1 }));
  }

  return (
    <>
      <Stack
        as="form"
        aria-labelledby="file-edit"
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => saveValues(values, loaded, { attempt: 0 }));
        }}
      >
        <Heading as="h3" size="sm" id="file-edit">
          Name and alt text
        </Heading>
        {failure && <ErrorAlert title="The file was not updated" description={failure} />}
        <Field.Root invalid={Boolean(errors.filename)} required>
          <Field.Label>
            File name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.filename} maxLength={255} onChange={(event) => setValues({ ...values, filename: event.target.value })} />
          {errors.filename && <Field.ErrorText>{errors.filename}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.alt_text)}>
          <Field.Label>Alt text</Field.Label>
          <Textarea value={values.alt_text} maxLength={500} rows={3} onChange={(event) => setValues({ ...values, alt_text: event.target.value })} />
          {errors.alt_text ? <Field.ErrorText>{errors.alt_text}</Field.ErrorText> : <Field.HelperText>Describes the image for people who cannot see it.</Field.HelperText>}
        </Field.Root>
        <Flex gap="3" alignItems="center">
          <Button type="submit" colorPalette="blue" size="sm" loading={isSaving}>
            Save changes
          </Button>
          <Text role="status" fontSize="sm" color="fg.muted">
            {note}
          </Text>
        </Flex>
      </Stack>
      {conflict && (
        <Suspense fallback={null}>
          <ConflictView
            noun="file"
            conflict={conflict}
            onSave={(choices) => settle(conflict, choices)}
            onClose={() => {
              // Back to what was typed; the next Save merges again.
              setFailure(conflict.afterCancel);
              setConflict(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The `errors` of a 422 answer `{ message, errors: { field: message } }`, when it is one. */
function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = (error as ApiError | undefined)?.body;
  if ((error as ApiError | undefined)?.status !== 422 || !body) return null;
  try {
    const parsed = JSON.parse(body) as { errors?: Record<string, string> };
    return parsed.errors ?? null;
  } catch {
    return null;
  }
}

function DeleteFile({ file, onDeleted }: { file: FileRecord; onDeleted: () => void }) {
  const [isAsking, setAsking] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setRefusal(null);
    try {
      await deleteResourceRecord('files', file.id);
      toaster.create({ type: 'success', title: 'File deleted', description: file.filename });
      onDeleted();
    } catch (error) {
      setRefusal(errorMessage(error));
      setAsking(false);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="file-delete" borderTopWidth="1px" paddingTop="4">
      <Heading as="h3" size="sm" id="file-delete">
        Delete
      </Heading>
      {refusal && <ErrorAlert title="The file was not deleted" description={refusal} />}
      {isAsking ? (
        <Stack gap="2" role="group" aria-label="Confirm delete">
          <Text>Delete {file.filename}? This cannot be undone.</Text>
          <Flex gap="2">
            <Button size="sm" colorPalette="red" loading={isDeleting} onClick={() => void remove()}>
              Delete file
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking(false)} disabled={isDeleting}>
              Keep file
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setAsking(true)}>
          Delete…
        </Button>
      )}
    </Stack>
  );
}

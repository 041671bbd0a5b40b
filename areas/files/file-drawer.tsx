'use client';
// The details of one file, opened over /system/files in a drawer (`?file=<id>`): what it is, who
// uploaded it and where it is used, its name and alt text to edit, its URL to copy, a download link,
// and delete — asked first and refused by the upstream while the file is used (409, shown here: a modal
// drawer hides toasts from assistive technology, so every outcome is also said inside it); and its History
// (the drawer is the admins': /system/files is theirs alone, so each older version offers a restore).
import { Button, DataList, Field, Flex, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useState, type ReactNode } from 'react';
import { errorMessage, type ApiError } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { deleteResourceRecord, saveResourceRecord, useResourceRecord } from '@/lib/client/use-resource';
import { fileContentPath, fileUpdateSchema, type FileRecord, type FileUse } from '@/areas/files/definition';
import { ROUTES } from '@/lib/routes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { DrawerShell } from '@/components/resource/detail/drawer-shell';
import { HistorySection } from '@/components/resource/history/history-section';
import type { HistoryPanelProps } from '@/components/resource/history/history-panel';
import { FileThumb, fileTypeLabel, formatBytes } from './file-thumb';

export interface FileDrawerProps {
  id: string;
  onClose: () => void;
}

/** What the History panel reads of a file: the two things a person edits (the bytes never change). */
const FILE_HISTORY_META = {
  resource: 'files',
  singular: 'File',
  fields: [
    { type: 'string', name: 'filename', label: 'File name' },
    { type: 'string', name: 'alt_text', label: 'Alt text' },
  ],
} as const satisfies HistoryPanelProps['meta'];

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
        <Fact label="Uploaded">{new Date(file.created_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</Fact>
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
          <Text color="fg.muted">{file.usage_count > 0 ? `Used by ${file.usage_count} records.` : 'Not used by any record.'}</Text>
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

function FileLinks({ file }: { file: FileRecord }) {
  const [copyNote, setCopyNote] = useState('');
  return (
    <Stack as="section" gap="2" aria-labelledby="file-address">
      <Heading as="h3" size="sm" id="file-address">
        Address
      </Heading>
      <Input readOnly value={file.url} aria-label="File URL" onFocus={(event) => event.currentTarget.select()} />
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(file.url).then(
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

function EditFile({ file }: { file: FileRecord }) {
  const [filename, setFilename] = useState(file.filename);
  const [altText, setAltText] = useState(file.alt_text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [isSaving, setSaving] = useState(false);

  async function save() {
    setNote('');
    setFailure(null);
    const parsed = fileUpdateSchema.safeParse({ filename, alt_text: altText });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveResourceRecord('files', file.id, parsed.data);
      toaster.create({ type: 'success', title: 'File updated' });
      setNote('File updated');
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack
      as="form"
      aria-labelledby="file-edit"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
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
        <Input value={filename} maxLength={255} onChange={(event) => setFilename(event.target.value)} />
        {errors.filename && <Field.ErrorText>{errors.filename}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.alt_text)}>
        <Field.Label>Alt text</Field.Label>
        <Textarea value={altText} maxLength={500} rows={3} onChange={(event) => setAltText(event.target.value)} />
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

'use client';
// The upload part of /system/files and of the file-picker field, loaded on the first drag or click: a
// Chakra FileUpload (ark-ui) hidden input and drop zone feeding the upload queue, and the queue's rows —
// each file with its own progress bar, Cancel and error (areas/files/upload-queue.ts).
import { Box, Button, CloseButton, FileUpload, Flex, Progress, Stack, Text, useFileUpload } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useEffect, useRef } from 'react';
import { toaster } from '@/lib/client/toaster';
import { useUploadQueue, type UploadItem } from '@/areas/files/upload-queue';
import { FILE_ACCEPT, type FileRecord } from '@/lib/resources/file-types';

// How many files one drop or choice may hold; ark-ui's default is one.
const MAX_FILES_AT_ONCE = 50;

export interface FileUploaderProps {
  /** Opens the browser's file chooser each time it grows (the screen's "Upload" button was pressed). */
  pickRequest: number;
  /** Files dropped before this part had loaded; uploaded once, on mount. */
  initialFiles?: readonly File[];
  /** Draws the drop zone over the whole screen while a drag is over it. */
  isDragging?: boolean;
  onDragEnd?: () => void;
  /** What the file chooser offers (the upstream still checks the content). */
  accept?: string;
  /** Names the list of uploads ("Uploads"). */
  label?: string;
  onUploaded: (record: FileRecord) => void;
  /** Told once the part is on screen (its drop zone takes drops from then on). */
  onMount?: () => void;
}

export function FileUploader({ pickRequest, initialFiles, isDragging, onDragEnd, accept = FILE_ACCEPT, label = 'Uploads', onUploaded, onMount }: FileUploaderProps) {
  const { queue, items } = useUploadQueue((record) => {
    toaster.create({ type: 'success', title: 'File uploaded', description: record.filename });
    onUploaded(record);
  });
  const fileUpload = useFileUpload({
    maxFiles: MAX_FILES_AT_ONCE,
    accept,
    onFileAccept: ({ files }) => {
      if (files.length === 0) return;
      queue.add(files);
      fileUpload.clearFiles();
      onDragEnd?.();
    },
  });

  const initial = useRef(initialFiles);
  const onMountRef = useRef(onMount);
  useEffect(() => {
    if (initial.current?.length) queue.add(initial.current);
    initial.current = undefined;
    onMountRef.current?.();
  }, [queue]);

  const lastPick = useRef(0);
  useEffect(() => {
    if (pickRequest > lastPick.current) fileUpload.openFilePicker();
    lastPick.current = pickRequest;
  }, [pickRequest, fileUpload]);

  return (
    <FileUpload.RootProvider value={fileUpload} width="auto" gap="0">
      <FileUpload.HiddenInput aria-label="Files to upload" />
      {isDragging && (
        <FileUpload.Dropzone
          position="fixed"
          inset="4"
          zIndex="overlay"
          minHeight="auto"
          bg="bg.panel/90"
          borderWidth="3px"
          borderStyle="dashed"
          borderColor="blue.solid"
          aria-label="Drop files to upload"
          data-testid="upload-dropzone"
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragEnd?.();
          }}
          onDrop={(event) => {
            // ark-ui reads dropped files through their file-system entries; files without one (a
            // DataTransfer built by a script, some browsers' drags) are taken from the list instead.
            const withoutEntry = Array.from(event.dataTransfer.items)
              .filter((item) => item.kind === 'file' && !item.webkitGetAsEntry())
              .map((item) => item.getAsFile())
              .filter((file): file is File => file !== null);
            if (withoutEntry.length) queue.add(withoutEntry);
            onDragEnd?.();
          }}
        >
          <FileUpload.DropzoneContent>
            <Text fontSize="xl" fontWeight="semibold">
              Drop files to upload
            </Text>
            <Text color="fg.muted">Images up to 10 MB, videos up to 200 MB, PDFs and subtitles (VTT)</Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      )}
      {items.length > 0 && (
        <Stack as="ul" aria-label={label} gap="2" listStyleType="none" marginY="3" width="full">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onCancel={() => queue.cancel(item.key)} onDismiss={() => queue.dismiss(item.key)} />
          ))}
        </Stack>
      )}
    </FileUpload.RootProvider>
  );
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
};

function UploadRow({ item, onCancel, onDismiss }: { item: UploadItem; onCancel: () => void; onDismiss: () => void }) {
  const percent = item.size > 0 ? Math.round((item.loaded / item.size) * 100) : item.status === 'done' ? 100 : 0;
  return (
    <Box as="li" borderWidth="1px" rounded="md" padding="3" aria-label={item.name} data-status={item.status}>
      <Flex gap="3" alignItems="center">
        <Stack gap="1" flex="1" minWidth="0">
          <Flex gap="2" justifyContent="space-between">
            <Text fontWeight="medium" truncate>
              {item.name}
            </Text>
            <Text color={item.status === 'failed' ? 'fg.error' : 'fg.muted'} flexShrink="0">
              {item.status === 'uploading' ? `${percent}%` : STATUS_TEXT[item.status]}
            </Text>
          </Flex>
          {item.status !== 'failed' && item.status !== 'cancelled' && (
            <Progress.Root value={percent} size="xs" width="full" colorPalette={item.status === 'done' ? 'green' : 'blue'}>
              <Progress.Track aria-label={`Upload of ${item.name}`}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {item.error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {item.error}
            </Text>
          )}
        </Stack>
        {item.status === 'uploading' ? (
          <Button size="xs" variant="outline" onClick={onCancel} aria-label={`Cancel upload of ${item.name}`}>
            Cancel
          </Button>
        ) : (
          <CloseButton size="xs" onClick={onDismiss} aria-label={`Dismiss ${item.name}`} />
        )}
      </Flex>
    </Box>
  );
}

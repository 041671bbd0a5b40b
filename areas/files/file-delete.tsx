'use client';
// Deleting a file from its drawer: asked first, and refused by the upstream while a record uses the file
// (409, said inside the drawer: a modal drawer hides toasts from assistive technology).
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import type { FileRecord } from '@/lib/resources/file-types';
import { deleteFile } from './api';

export function FileDelete({ file, onDeleted }: { file: FileRecord; onDeleted: () => void }) {
  const [isAsking, setAsking] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setRefusal(null);
    try {
      await deleteFile(file.id);
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

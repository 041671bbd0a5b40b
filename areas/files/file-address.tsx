'use client';
// A file's address in its drawer: the console's own URL of its bytes to select or copy, and a download link.
import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fileContentPath, type FileRecord } from '@/lib/resources/file-types';

/**
 * The console's own address of a file's bytes, whole so a copied link opens from anywhere: built from the
 * id rather than the record's `url`, which is the upstream's to write (the BFF makes a `MAIN_API_URL`
 * address the console's, but not one the upstream spells another way).
 */
function consoleFileUrl(id: number): string {
  const path = fileContentPath(id);
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

export function FileAddress({ file }: { file: FileRecord }) {
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

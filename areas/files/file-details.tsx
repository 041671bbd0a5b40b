'use client';
// What a file is, in its drawer: its thumbnail, type, size, dimensions and who uploaded it when, and the
// records that use it, each linked to its own form where its area has one.
import { DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { formatTime } from '@/lib/format-date';
import { countOf } from '@/lib/format-number';
import { updatePathOf } from '@/lib/record-routes';
import type { FileRecord, FileUse } from '@/lib/resources/file-types';
import { FileThumb, fileTypeLabel, formatBytes } from './file-thumb';

export function FileDetails({ file }: { file: FileRecord }) {
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
      <FileUses file={file} />
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

/** The records that use the file; only a count when the upstream names none. */
function FileUses({ file }: { file: FileRecord }) {
  return (
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
  );
}

function UseLink({ use }: { use: FileUse }) {
  const href = updatePathOf(use.resource, use.id);
  const text = `${use.title} (${use.resource})`;
  return href ? (
    <Link asChild>
      <NextLink href={href}>{text}</NextLink>
    </Link>
  ) : (
    <Text as="span">{text}</Text>
  );
}

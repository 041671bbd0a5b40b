'use client';
// One chosen file in the file picker (file-picker-field.tsx): its thumbnail or type, its name, and buttons
// to move it earlier or later (fields of several files) and to remove it. Loaded with the first file a
// field holds, so a create form's first load does not carry it.
import { Flex, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useFile } from './api';
import { fileContentPath } from '@/lib/resources/file-types';

export interface PickedFileProps {
  id: number;
  position: number;
  count: number;
  isMultiple: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function PickedFile({ id, position, count, isMultiple, onMove, onRemove }: PickedFileProps) {
  const { data } = useFile(id);
  const file = data?.data;
  const name = file?.filename ?? `file ${id}`;
  return (
    <Stack as="li" gap="1" width="32" borderWidth="1px" rounded="md" padding="1.5" aria-label={name}>
      {file && file.kind !== 'image' ? (
        <Text height="20" fontSize="sm" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" rounded="sm">
          {file.mime_type}
        </Text>
      ) : (
        <Image src={fileContentPath(id)} alt={file ? file.alt_text || file.filename : ''} height="20" width="full" objectFit="contain" bg="bg.muted" rounded="sm" />
      )}
      <Text fontSize="xs" truncate title={name}>
        {name}
      </Text>
      <Flex gap="1" justifyContent="space-between">
        {isMultiple && (
          <>
            <IconButton size="2xs" variant="ghost" aria-label={`Move ${name} earlier`} disabled={position === 1} onClick={() => onMove(-1)}>
              ←
            </IconButton>
            <IconButton size="2xs" variant="ghost" aria-label={`Move ${name} later`} disabled={position === count} onClick={() => onMove(1)}>
              →
            </IconButton>
          </>
        )}
        <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </IconButton>
      </Flex>
    </Stack>
  );
}

// A file's thumbnail: the image itself through the BFF (lazy, its alt text or name as alt), or for
// other kinds a tile naming the type (PDF, MP4, VTT). Shared by the files screen and the picker.
import { Center, Image, Text } from '@chakra-ui/react';
import { FILE_TYPES, fileContentPath, type FileRecord } from '@/lib/resources/file-types';

/** "PDF" for application/pdf: the short name of a stored type. */
export function fileTypeLabel(mime: string): string {
  const entry = Object.entries(FILE_TYPES).find(([, type]) => type.mime === mime);
  return (entry?.[0] ?? mime.split('/').pop() ?? 'file').toUpperCase();
}

const KIND_LABELS = { image: 'Image', video: 'Video', document: 'Document' } as const;

type ThumbFile = Pick<FileRecord, 'id' | 'kind' | 'mime_type' | 'filename' | 'alt_text'>;

export function FileThumb({ file, size = '32' }: { file: ThumbFile; size?: string }) {
  if (file.kind === 'image') {
    return (
      <Image
        src={fileContentPath(file.id)}
        alt={file.alt_text || file.filename}
        loading="lazy"
        width="full"
        height={size}
        objectFit="contain"
        bg="bg.muted"
        rounded="sm"
      />
    );
  }
  return (
    <Center height={size} width="full" bg="bg.muted" rounded="sm" flexDirection="column" gap="1">
      <Text fontWeight="bold" fontSize="xl" letterSpacing="wide">
        {fileTypeLabel(file.mime_type)}
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {KIND_LABELS[file.kind]}
      </Text>
    </Center>
  );
}

/** "2.4 MB", "312 KB", "800 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

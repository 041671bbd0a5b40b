// A heading that starts a section of the form; it edits nothing.
import { Heading, Separator, Stack } from '@chakra-ui/react';
import type { FieldRenderer } from './types';

export const PlaceholderBlock: FieldRenderer<'placeholder'> = ({ field }) => (
  <Stack gap="2" paddingTop="4">
    <Heading as="h2" size="md">
      {field.label}
    </Heading>
    <Separator />
  </Stack>
);

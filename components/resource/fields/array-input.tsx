'use client';
// An array field: rows of sub-fields (active ingredients, bundle items) added, removed and moved up or
// down, each row a labelled group.
import { Box, Button, Fieldset, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldError } from './field-frame';
import { NestedField } from './form-context';
import type { FieldRenderer } from './types';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const ArrayInput: FieldRenderer<'array'> = ({ field, name }) => {
  const { control } = useFormContext();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name });
  const error = useFieldError(name);
  const noun = field.itemLabel;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {field.label}
      </Fieldset.Legend>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Stack gap="3">
        {rows.map((row, index) => (
          <Box key={row.id} borderWidth="1px" rounded="md" padding="3" role="group" aria-label={`${capitalise(noun)} ${index + 1}`}>
            <Flex justifyContent="space-between" alignItems="center" marginBottom="2">
              <Text fontSize="sm" fontWeight="medium">
                {capitalise(noun)} {index + 1}
              </Text>
              <HStack gap="1">
                <IconButton size="xs" variant="ghost" aria-label={`Move ${noun} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${noun} ${index + 1} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </IconButton>
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                  ✕
                </IconButton>
              </HStack>
            </Flex>
            <Flex gap="3" wrap="wrap" alignItems="flex-start">
              {field.of.map((sub) => (
                <Box key={sub.name} flex={sub.type === 'number' || sub.type === 'option' ? '0 1 10rem' : '1 1 16rem'}>
                  <NestedField field={sub} name={`${name}.${index}.${sub.name}`} />
                </Box>
              ))}
            </Flex>
          </Box>
        ))}
        <Box>
          <Button size="sm" variant="outline" onClick={() => append({ ...field.newItem })}>
            Add {noun}
          </Button>
        </Box>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
};

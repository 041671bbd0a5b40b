// The heading block at the top of every console screen: the title (h1), an optional line and actions.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" alignItems="flex-start" justifyContent="space-between" gap="4" wrap="wrap" marginBottom="6">
      <Stack gap="1" minWidth="0">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

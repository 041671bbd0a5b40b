'use client';
// The profile screen: name, role and photo (or initials) of the signed-in user, from /api/me.
import { Badge, Card, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { PageHeader } from '@/components/shell/page-header';
import { UserAvatar } from '@/components/shell/user-avatar';
import { useMe } from '@/lib/client/use-me';

export function MeClient() {
  // Until the user is there the shell shows 'Loading...' and keeps this screen hidden.
  const { data: me } = useMe();
  return (
    <>
      <PageHeader title="Account settings" description="Your profile as the console knows it." />
      {me ? (
        <Card.Root maxWidth="lg" variant="outline">
          <Card.Body gap="6">
            <Flex alignItems="center" gap="4">
              <UserAvatar name={me.name} photo={me.photo} size="2xl" />
              <Stack gap="1" alignItems="flex-start">
                <Text fontSize="lg" fontWeight="semibold">
                  {me.name}
                </Text>
                <Badge colorPalette={me.role === 'admin' ? 'purple' : 'blue'} textTransform="capitalize">
                  {me.role}
                </Badge>
              </Stack>
            </Flex>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>User ID</DataList.ItemLabel>
                <DataList.ItemValue>{me.id}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ) : null}
    </>
  );
}

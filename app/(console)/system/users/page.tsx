// GET /system/users – the staff accounts: the generic list of the users resource.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { ResourceList } from '@/components/resource/list/resource-list';
import { PageHeader } from '@/components/shell/page-header';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/users', ({ user }) => {
  const meta = resourceMetaForRole('users', user.role);
  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          <Button asChild colorPalette="blue">
            <NextLink href={`${meta.basePath}/create`}>Create</NextLink>
          </Button>
        }
      />
      <ResourceList meta={meta} />
    </>
  );
});

export const metadata = page.metadata;
export default page.Page;

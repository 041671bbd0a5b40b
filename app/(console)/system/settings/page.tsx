// GET /system/settings – the settings list (key, a short value, description): the generic list of the
// settings resource, here because the generic [area] pages serve one-segment paths only.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { ResourceList } from '@/components/resource/list/resource-list';
import { PageHeader } from '@/components/shell/page-header';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/settings', ({ user }) => {
  const meta = resourceMetaForRole('settings', user.role);
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

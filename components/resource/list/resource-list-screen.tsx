// A resource's list screen: its title, a Create button when the role may create, and the list. The generic
// area pages and the pages of areas outside them (/system/*) draw the same screen.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import type { ResourceMeta } from '@/lib/resources/types';
import { ResourceList } from './resource-list';

export function ResourceListScreen({ meta }: { meta: ResourceMeta }) {
  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          meta.actions.create ? (
            <Button asChild colorPalette="blue">
              <NextLink href={`${meta.basePath}/create`} data-shortcut="create">
                Create
              </NextLink>
            </Button>
          ) : null
        }
      />
      <ResourceList meta={meta} />
    </>
  );
}

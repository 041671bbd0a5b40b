'use client';
// /team-members: the generic list with its Create button, plus "Reorder team", which loads the order
// editor (drag and drop) only when asked for.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { Suspense, useEffect, useState } from 'react';
import { ResourceList } from '@/components/resource/list/resource-list';
import { PageHeader } from '@/components/shell/page-header';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { ResourceMeta } from '@/lib/resources/types';

function EditorUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    reportUnavailable('The team order editor');
    onClose();
  }, [onClose]);
  return null;
}

const TeamOrderEditor = lazyWithFallback(() => import('./team-order-editor').then((module) => module.TeamOrderEditor), EditorUnavailable);

export function TeamMembersScreen({ meta }: { meta: ResourceMeta }) {
  const [reordering, setReordering] = useState(false);
  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          <>
            <Button variant="outline" onClick={() => setReordering(true)} disabled={reordering}>
              Reorder team
            </Button>
            {meta.actions.create ? (
              <Button asChild colorPalette="blue">
                <NextLink href={`${meta.basePath}/create`}>Create</NextLink>
              </Button>
            ) : null}
          </>
        }
      />
      {reordering && (
        <Suspense fallback={null}>
          <TeamOrderEditor onClose={() => setReordering(false)} />
        </Suspense>
      )}
      <ResourceList meta={meta} />
    </>
  );
}

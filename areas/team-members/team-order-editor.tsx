'use client';
// The storefront order of the team: drag a member (or use its handle with Space and the arrow keys, or
// the up and down buttons), then save the whole order in one call (PUT /v1/team-members/positions).
// Loaded on demand from the team list, so the list does not carry drag and drop.
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LoadingRows } from '@/components/ui/loading-rows';
import { DragHandle, MoveButtons, SortableItem, SortableList, arrayMove } from '@/components/ui/sortable-list';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useDraft } from '@/lib/client/controllers/use-draft';
import { useRecordController } from '@/lib/client/controllers/use-record-controller';
import { apiFetch, errorMessage } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { invalidateResource } from '@/lib/client/use-resource';

interface Member {
  id: number;
  name: string;
  job_title: string;
  is_medical_reviewer: boolean;
}

const TEAM_URL = '/api/main/v1/team-members?limit=100&sort=position&order=asc';
const sameOrder = (a: readonly Member[], b: readonly Member[]) => a.map((m) => m.id).join() === b.map((m) => m.id).join();

export function TeamOrderEditor({ onClose }: { onClose: () => void }) {
  const team = useRecordController<{ records: Member[] }>({ url: TEAM_URL });
  const { draft: members, setDraft: setMembers, isDirty, discard } = useDraft(team.record?.records, sameOrder);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    if (!members) return;
    setIsSaving(true);
    try {
      await apiFetch('/api/main/v1/team-members/positions', { method: 'PUT', json: { ids: members.map((m) => m.id) } });
      await team.reload();
      void invalidateResource('team-members');
      toaster.create({ type: 'success', title: 'Team order updated' });
    } catch (failure) {
      toaster.create({ type: 'error', title: 'The team order was not saved', description: errorMessage(failure), closable: true });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" padding="4" maxWidth="3xl" as="section" aria-label="Team order">
      <Flex gap="2" alignItems="center" wrap="wrap">
        <Text fontWeight="semibold" flex="1">
          Storefront order
        </Text>
        <Button variant="ghost" size="sm" disabled={!isDirty || isSaving} onClick={discard}>
          Discard changes
        </Button>
        <Button colorPalette="blue" size="sm" onClick={() => void save()} loading={isSaving} disabled={!isDirty || isSaving}>
          Save order
        </Button>
        <Button variant="outline" size="sm" onClick={onClose} disabled={isSaving}>
          Close
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Drag a member by its handle, or focus the handle, press Space, move with the arrow keys and press Space again.
      </Text>
      {team.error && !members ? (
        <LoadError title="The team could not be loaded" error={team.error} onRetry={() => void team.reload()} />
      ) : !members ? (
        <LoadingRows rows={4} rowHeight="10" gap="2" />
      ) : members.length === 0 ? (
        <Text color="fg.muted">No team members yet.</Text>
      ) : (
        <SortableList
          ids={members.map((m) => m.id)}
          nameAt={(index) => members[index].name}
          onMove={(from, to) => setMembers((current) => arrayMove(current, from, to))}
          label="Team members in storefront order"
          gap="2"
        >
          {members.map((member, index) => (
            <TeamMember key={member.id} member={member} index={index} />
          ))}
        </SortableList>
      )}
    </Stack>
  );
}

function TeamMember({ member, index }: { member: Member; index: number }) {
  return (
    <SortableItem id={member.id} paddingX="3" paddingY="1" data-testid="team-order-member">
      <Flex alignItems="center" gap="3">
        <DragHandle itemName={member.name} />
        <Text width="6" color="fg.muted" textAlign="end">
          {index + 1}.
        </Text>
        <Box flex="1" minWidth="0">
          <Text fontWeight="medium" truncate data-testid="team-order-name">
            {member.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.job_title}
            {member.is_medical_reviewer ? ' · medical reviewer' : ''}
          </Text>
        </Box>
        <HStack gap="1">
          <MoveButtons itemName={member.name} />
        </HStack>
      </Flex>
    </SortableItem>
  );
}

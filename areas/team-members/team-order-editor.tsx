'use client';
// The storefront order of the team: drag a member (or use its handle with Space and the arrow keys, the
// up and down buttons, or "Move to position" for a long way), then save the whole order in one call
// (PUT /v1/team-members/positions). The whole team is read, page after page, before anything can move:
// the call needs every member, so an editor that could not read them all shows the error, never a part.
// Loaded on demand from the team list, so the list does not carry drag and drop.
import { Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LoadingRows } from '@/components/ui/loading-rows';
import { DragHandle, MoveButtons, SortableItem, SortableList } from '@/components/ui/sortable-list';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useOrderDraft } from '@/lib/client/controllers/use-order-draft';
import { toaster } from '@/lib/client/toaster';
import { formatCount } from '@/lib/format-number';
import { saveTeamOrder, useTeamInOrder, type TeamOrderMember } from './api';

type Member = TeamOrderMember;

export function TeamOrderEditor({ onClose }: { onClose: () => void }) {
  const team = useTeamInOrder();
  const order = useOrderDraft({
    saved: team.data,
    keyOf: (member) => member.id,
    send: async (members) => {
      await saveTeamOrder(members.map((m) => m.id));
      await team.mutate();
    },
    words: { saved: 'Team order updated', notSaved: 'The team order was not saved' },
  });
  const { items: members, isDirty, discard, isSaving } = order;

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" padding="4" maxWidth="3xl" as="section" aria-label="Team order">
      <Flex gap="2" alignItems="center" wrap="wrap">
        <Text fontWeight="semibold" flex="1">
          Storefront order
        </Text>
        <Button variant="ghost" size="sm" disabled={!isDirty || isSaving} onClick={discard}>
          Discard changes
        </Button>
        <Button colorPalette="blue" size="sm" onClick={() => void order.save()} loading={isSaving} disabled={!isDirty || isSaving}>
          Save order
        </Button>
        <Button variant="outline" size="sm" onClick={onClose} disabled={isSaving}>
          Close
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Drag a member by its handle, or focus the handle, press Space, move with the arrow keys and press Space again. To
        move a member a long way, give their position and the new one under the list.{members ? ` ${formatCount(members.length)} members.` : ''}
      </Text>
      {team.error && !members ? (
        <LoadError title="The team could not be loaded" error={team.error} onRetry={() => void team.mutate()} />
      ) : !members ? (
        <LoadingRows rows={4} rowHeight="10" gap="2" />
      ) : members.length === 0 ? (
        <Text color="fg.muted">No team members yet.</Text>
      ) : (
        <>
          <SortableList
            ids={members.map((m) => m.id)}
            nameAt={(index) => members[index].name}
            onMove={order.move}
            label="Team members in storefront order"
            gap="2"
          >
            {members.map((member, index) => (
              <TeamMember key={member.id} member={member} index={index} />
            ))}
          </SortableList>
          <MoveToPosition members={members} onMove={order.move} />
        </>
      )}
    </Stack>
  );
}

function TeamMember({ member, index }: { member: Member; index: number }) {
  return (
    <SortableItem id={member.id} paddingX="3" paddingY="1" data-testid="team-order-member">
      <Flex alignItems="center" gap="3">
        <DragHandle itemName={member.name} />
        <Text minWidth="6" color="fg.muted" textAlign="end">
          {formatCount(index + 1)}.
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

/** The 0-based index a typed position (1 is first) names in a team of `size`, or the message saying what is wrong. */
export function positionIn(raw: string, size: number, what: string): number | string {
  const text = raw.trim();
  const position = Number(text);
  if (text === '' || !/^\d+$/.test(text) || position < 1 || position > size) return `${what} must be a whole number from 1 to ${formatCount(size)}`;
  return position - 1;
}

/**
 * Moves one member straight to a position (1 is first): the way across a long team without dragging. The
 * member is named by their place in the list, not picked from a list of the whole team (2,000 options).
 */
function MoveToPosition({ members, onMove }: { members: readonly Member[]; onMove: (from: number, to: number) => void }) {
  const [from, setFrom] = useState('');
  const [position, setPosition] = useState('');
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const ids = { from: useId(), fromHint: useId(), position: useId(), problem: useId() };
  const picked = positionIn(from, members.length, 'Member at position');
  const pickedMember = typeof picked === 'number' ? members[picked] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = positionIn(from, members.length, 'Member at position');
    if (typeof at === 'string') return setProblem({ field: 'from', message: at });
    const to = positionIn(position, members.length, 'Position');
    if (typeof to === 'string') return setProblem({ field: 'to', message: to });
    setProblem(null);
    onMove(at, to);
    toaster.create({ type: 'info', title: `${members[at].name} moved to position ${formatCount(to + 1)}`, description: 'Save the order to keep it.' });
    setFrom('');
    setPosition('');
  }

  return (
    <Flex as="form" onSubmit={submit} gap="2" alignItems="flex-start" wrap="wrap" aria-label="Move to position">
      <Field.Root width="40" invalid={problem?.field === 'from'}>
        <Field.Label htmlFor={ids.from}>Member at position</Field.Label>
        <Input
          id={ids.from}
          size="sm"
          inputMode="numeric"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          aria-describedby={`${ids.fromHint}${problem?.field === 'from' ? ` ${ids.problem}` : ''}`}
        />
        <Text id={ids.fromHint} fontSize="xs" color="fg.muted" truncate maxWidth="40" aria-live="polite" data-testid="move-member-name">
          {pickedMember ? pickedMember.name : `1 to ${formatCount(members.length)}`}
        </Text>
      </Field.Root>
      <Field.Root width="32" invalid={problem?.field === 'to'}>
        <Field.Label htmlFor={ids.position}>New position</Field.Label>
        <Input
          id={ids.position}
          size="sm"
          inputMode="numeric"
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          aria-describedby={problem?.field === 'to' ? ids.problem : undefined}
        />
      </Field.Root>
      <Button type="submit" size="sm" variant="outline" marginTop="6">
        Move
      </Button>
      {problem && (
        <Text id={ids.problem} width="full" fontSize="sm" color="fg.error" role="alert">
          {problem.message}
        </Text>
      )}
    </Flex>
  );
}

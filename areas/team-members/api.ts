// The team's calls beyond the generic screens (docs/special-calls.md#team-member-order): the whole team in its
// storefront order, that order saved in one call, and a member saved with `?force=true` past the refusal
// to unmark a reviewer who still reviews content. The one module of this area that knows their URLs.
import useSWR from 'swr';
import { mainApiUrl, recordPath } from '@/lib/client/api-url';
import { apiFetch } from '@/lib/client/fetcher';
import { invalidateResource } from '@/lib/client/use-resource';
import { fetchWholeList } from '@/lib/client/whole-set';

const RESOURCE = 'team-members';

/** One member as the order editor shows it. */
export interface TeamOrderMember {
  id: number;
  name: string;
  job_title: string;
  is_medical_reviewer: boolean;
}

const TEAM_IN_ORDER_URL = mainApiUrl(RESOURCE, { sort: 'position', order: 'asc' });

/** Every member in storefront order, read page after page: an order is saved whole or not at all. */
export function useTeamInOrder() {
  return useSWR(['team-order', TEAM_IN_ORDER_URL], () => fetchWholeList<TeamOrderMember>(TEAM_IN_ORDER_URL), { revalidateOnFocus: false });
}

/** Saves the storefront order (`PUT /v1/team-members/positions`, every member's id once); the team's lists refresh. */
export async function saveTeamOrder(ids: readonly number[]): Promise<void> {
  await apiFetch(mainApiUrl(`${RESOURCE}/positions`), { method: 'PUT', json: { ids } });
  void invalidateResource(RESOURCE);
}

/** Saves a member even though it unmarks a reviewer of content (`?force=true`); answers the member as stored. */
export async function saveMemberForced(id: string | number, body: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const saved = await apiFetch<{ data: Record<string, unknown> }>(mainApiUrl(recordPath(RESOURCE, id), { force: true }), { method: 'PUT', json: body });
  void invalidateResource(RESOURCE);
  return saved.data;
}

// The settings' call beyond the generic screens: which of the six keys already have a setting, for the
// create form's choice of the keys that have none yet. It is asked of the upstream key by key (a search for
// each, sorted by key, paged until the key shows or the pages end), not read off one page of every setting:
// an upstream holding 1,000 settings, most under keys the console does not edit, answered a first page of
// `limit=100` without them, and the form offered keys that were taken (a 409 on Save).
import useSWR from 'swr';
import { SETTING_KEYS } from '@/areas/settings/setting-keys';
import { mainApiUrl } from '@/lib/client/api-url';
import { apiFetch, type ApiError } from '@/lib/client/fetcher';
import type { ListAnswer } from '@/lib/client/use-resource';
import { MAX_LIMIT } from '@/lib/contract/paging';

const RESOURCE = 'settings';

/** The cache key of the keys taken: under the settings' URL, so a save of a setting (invalidateResource) asks again. */
const TAKEN_KEYS_KEY = `${mainApiUrl(RESOURCE)}?taken=keys`;

/** Whether `key` has a setting: the settings whose key or description holds it, page after page until it is among them. */
async function hasSetting(key: string): Promise<boolean> {
  for (let page = 1; ; page += 1) {
    const url = mainApiUrl(RESOURCE, { search: key, sort: 'key', order: 'asc', limit: MAX_LIMIT, page });
    const answer = await apiFetch<ListAnswer<{ key: string }>>(url);
    if (answer.data.records.some((setting) => setting.key === key)) return true;
    if (page >= answer.data.pages) return false;
  }
}

/** The keys of SETTING_KEYS that have a setting, asked all at once. */
export async function takenSettingKeys(): Promise<string[]> {
  const taken = await Promise.all(SETTING_KEYS.map(async (key): Promise<string | null> => ((await hasSetting(key)) ? key : null)));
  return taken.filter((key): key is string => key !== null);
}

/** The keys that have a setting. */
export function useTakenSettingKeys() {
  return useSWR<string[], ApiError>(TAKEN_KEYS_KEY, takenSettingKeys, { revalidateOnFocus: false });
}

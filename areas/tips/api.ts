// The tips' one call beyond the generic screens: the read-only `GET /v1/tip-options` editors may make
// (docs/special-calls.md#tip-options), which holds the consultation call to action's text.
import useSWR from 'swr';
import { mainApiUrl } from '@/lib/client/api-url';
import type { ApiError } from '@/lib/client/fetcher';

export interface TipOptions {
  /** The storefront's consultation call to action (the setting's key keeps its historic spelling). */
  tip_consulation: string;
}

/** The tip options, read once per page and refreshed when a setting is saved (lib/client/use-resource.ts). */
export function useTipOptions() {
  return useSWR<{ data: TipOptions }, ApiError>(mainApiUrl('tip-options'), { revalidateOnFocus: false });
}

// The content area's call beyond the generic screens: the publishing check of a record with a content
// workflow (`GET /v1/<resource>/{id}/check`, docs/special-calls.md#content-status-and-check), which content
// and pages share.
import { apiFetch } from '@/lib/client/fetcher';
import { resourceApiUrl } from '@/lib/client/use-resource';
import type { CheckResult } from './rules';

/** What stands between the record and publishing, as the upstream checks it now. */
export async function fetchPublishingCheck(resource: string, id: number | string): Promise<CheckResult> {
  return (await apiFetch<{ data: CheckResult }>(resourceApiUrl(resource, id, 'check'))).data;
}

// The bundles' call beyond the generic screens: the prices of a bundle's products, read one product each,
// for the "bought separately" sum beside the bundle's price.
import useSWR from 'swr';
import { apiFetch } from '@/lib/client/fetcher';
import { resourceApiUrl } from '@/lib/client/use-resource';
import type { RecordOf } from '@/lib/resources/records';

/** Each product's price in minor units, by id; nothing is asked for while no product is chosen. */
export function useProductPrices(ids: readonly number[]) {
  return useSWR(ids.length ? ['bundle-item-prices', ...ids] : null, async () => {
    const records = await Promise.all(ids.map((id) => apiFetch<{ data: RecordOf<'products'> }>(resourceApiUrl('products', id))));
    return new Map(records.map(({ data }) => [data.id, data.price]));
  });
}

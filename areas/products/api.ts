// The products' call beyond the generic screens: one region's best-seller order, read and replaced whole
// (docs/special-calls.md#best-sellers). The one module of this area that knows its URL.
import { mainApiUrl } from '@/lib/client/api-url';
import type { Region } from '@/lib/resources/types';

/** The best-seller order of `region`, which the record controller loads and saves (PUT) as one document. */
export function bestSellersUrl(region: Region): string {
  return mainApiUrl('products/bestsellers', { region });
}

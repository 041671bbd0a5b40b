// GET /products/bestsellers – the ordered best sellers per region (a custom screen, not a generic list).
import type { Metadata } from 'next';
import { BestSellersEditor } from '@/components/catalogue/best-sellers-editor';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/products/bestsellers')?.title };

export default async function BestSellersPage() {
  await requireRoute('/products/bestsellers');
  return <BestSellersEditor />;
}

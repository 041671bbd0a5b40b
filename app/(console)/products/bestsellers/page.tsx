// GET /products/bestsellers – the ordered best sellers per region (a custom screen, not a generic list).
import { BestSellersEditor } from '@/areas/products/best-sellers-editor';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/products/bestsellers', () => <BestSellersEditor />);

export const metadata = page.metadata;
export default page.Page;

// GET /content/equivalence – the GB/US equivalence report (a custom screen: rows are pairs, not records).
import { EquivalenceReport } from '@/areas/content/equivalence-report';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/content/equivalence', () => <EquivalenceReport />);

export const metadata = page.metadata;
export default page.Page;

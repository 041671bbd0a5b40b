// GET /bundles/ailink/{id} – the AI interlink workbench for one bundle's description.
import { workbenchPage } from '@/areas/interlinks/workbench-page';

const page = workbenchPage('/bundles/ailink/:id', 'bundle');

export const metadata = page.metadata;
export default page.Page;

// GET /products/ailink/{id} – the AI interlink workbench for one product's description.
import { workbenchPage } from '@/areas/interlinks/workbench-page';

const page = workbenchPage('/products/ailink/:id', 'product');

export const metadata = page.metadata;
export default page.Page;

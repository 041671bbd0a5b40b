// GET /content/ailink/{id} – the AI interlink workbench for one content record's markdown blocks.
import { workbenchPage } from '@/areas/interlinks/workbench-page';

const page = workbenchPage('/content/ailink/:id', 'content');

export const metadata = page.metadata;
export default page.Page;

// The screen of a route whose area is not built yet: its title, honestly empty.
import { PageHeader } from './page-header';

export function AreaPlaceholder({ title }: { title: string }) {
  return <PageHeader title={title} description="This area opens in a coming release." />;
}

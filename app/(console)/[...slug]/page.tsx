// Every console route from the route table without a screen of its own yet: its title, honestly empty.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/shell/page-header';
import { isPathAllowed, matchRoute } from '@/lib/routes';
import { getSessionUser, requireRoute } from '@/lib/server/dal';

interface CatchAllProps {
  params: Promise<{ slug: string[] }>;
}

async function pathnameOf(params: CatchAllProps['params']): Promise<string> {
  const { slug } = await params;
  return `/${slug.join('/')}`;
}

export async function generateMetadata({ params }: CatchAllProps): Promise<Metadata> {
  const pathname = await pathnameOf(params);
  const user = await getSessionUser();
  // The title of a route the role may not open would tell what the not-found screen hides.
  const isOpenable = user !== null && isPathAllowed(pathname, user.role);
  return { title: isOpenable ? matchRoute(pathname)?.title : 'Page not found' };
}

export default async function CatchAllPage({ params }: CatchAllProps) {
  const pathname = await pathnameOf(params);
  const route = matchRoute(pathname);
  if (!route) notFound();
  await requireRoute(pathname);
  return <PageHeader title={route.title} description="This area opens in a coming release." />;
}

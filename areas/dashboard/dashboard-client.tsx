'use client';
// The dashboard's interactive part: controls from the URL, the KPI cards, then the charts, whose code
// (Recharts) loads only when their section comes into view, so the page's first load stays in budget.
import { Heading, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithFallback } from '@/lib/client/lazy-part';
import { LoadError } from '@/components/ui/load-error';
import { dashboardViewToSearch, parseDashboardView, viewQuery, type DashboardView } from '@/areas/dashboard/view-state';
import type { DashboardQuery } from '@/areas/dashboard/contract';
import type { Role } from '@/lib/routes';
import { DashboardCards } from './dashboard-cards';
import { DashboardControls } from './dashboard-controls';

function ChartsUnavailable() {
  return <LoadError title="The charts could not be loaded" error={new Error('Check your connection, then refresh the page.')} />;
}

const LazyCharts = lazyWithFallback<{ query: DashboardQuery; locale: string }>(() => import('./dashboard-charts').then((module) => module.default), ChartsUnavailable);

function ChartsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" aria-hidden>
      <Skeleton height="80" />
      <Skeleton height="80" />
    </SimpleGrid>
  );
}

/** Mounts the charts once their place scrolls near the viewport. */
function ChartsWhenVisible({ query, locale }: { query: DashboardQuery; locale: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const target = placeholder.current;
    if (isWanted || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [isWanted]);
  return (
    <Stack as="section" gap="3" aria-label="Charts">
      <Heading as="h2" size="md">
        Charts
      </Heading>
      <div ref={placeholder}>
        {isWanted ? (
          <Suspense fallback={<ChartsSkeleton />}>
            <LazyCharts query={query} locale={locale} />
          </Suspense>
        ) : (
          <ChartsSkeleton />
        )}
      </div>
    </Stack>
  );
}

interface DashboardClientProps {
  role: Role;
  /** The reader's language, from the request (the server draws the same figures the browser does). */
  locale: string;
  /** When the page was drawn (ms): "today" of the period presets, the same on the server and in the browser. */
  renderedAt: number;
}

export function DashboardClient({ role, locale, renderedAt }: DashboardClientProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const view = parseDashboardView(searchParams, renderedAt);
  const query = viewQuery(view);
  const change = (next: DashboardView) => router.replace(`${pathname}${dashboardViewToSearch(next)}`, { scroll: false });
  return (
    <Stack gap="8">
      <DashboardControls view={view} onChange={change} />
      <DashboardCards query={query} locale={locale} role={role} />
      {/* Every chart is a commerce figure, so editors have none. */}
      {role === 'admin' && <ChartsWhenVisible query={query} locale={locale} />}
    </Stack>
  );
}

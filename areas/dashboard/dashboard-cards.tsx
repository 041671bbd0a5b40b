'use client';
// The dashboard's KPI cards, one request each: sales of the period (admins), the fulfilment queue
// (admins), and the editorial (content work, GB/US equivalence) and conversation work both roles share.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DashboardQuery } from '@/areas/dashboard/contract';
import { formatCount, formatMoney } from '@/areas/dashboard/money';
import { figureLinks } from '@/areas/dashboard/view-state';
import type { Role } from '@/lib/routes';
import { FigureCard, KpiStat } from './figure-card';
import { useDashboardFigure } from './use-dashboard-figure';

interface CardsProps {
  query: DashboardQuery;
  locale: string;
}

function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4" alignItems="start">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function RevenueCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('revenue', query);
  const href = figureLinks(query).ordersKeptInPeriod;
  return (
    <FigureCard title="Revenue" state={state} rows={query.region === 'all' ? 2 : 1}>
      {(rows) =>
        rows.map((row) => (
          <KpiStat key={row.currency} label={`Revenue ${row.currency}`} href={href} figure={`revenue-${row.currency}`} value={formatMoney(row.current, row.currency, locale)} compare={row} locale={locale} />
        ))
      }
    </FigureCard>
  );
}

function AverageOrderValueCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('average_order_value', query);
  const href = figureLinks(query).ordersKeptInPeriod;
  return (
    <FigureCard title="Average order value" state={state} rows={query.region === 'all' ? 2 : 1}>
      {(rows) =>
        rows.map((row) => (
          <KpiStat key={row.currency} label={`Average order ${row.currency}`} href={href} figure={`aov-${row.currency}`} value={formatMoney(row.current, row.currency, locale)} compare={row} locale={locale} />
        ))
      }
    </FigureCard>
  );
}

function OrdersCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('orders', query);
  return (
    <FigureCard title="Orders" state={state}>
      {(orders) => <KpiStat label="Orders received" href={figureLinks(query).ordersInPeriod} figure="orders" value={formatCount(orders.current, locale)} compare={orders} locale={locale} />}
    </FigureCard>
  );
}

function NewCustomersCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('new_customers', query);
  return (
    <FigureCard title="New customers" state={state}>
      {(customers) => <KpiStat label="First-time buyers" href={figureLinks(query).customers} figure="new-customers" value={formatCount(customers.current, locale)} compare={customers} locale={locale} />}
    </FigureCard>
  );
}

function NewSubscribersCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('new_subscribers', query);
  return (
    <FigureCard title="New subscribers" state={state}>
      {(subscribers) => <KpiStat label="Subscribed" href={figureLinks(query).subscribers} figure="new-subscribers" value={formatCount(subscribers.current, locale)} compare={subscribers} locale={locale} />}
    </FigureCard>
  );
}

function FulfilmentCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('orders_by_status', query);
  const links = figureLinks(query);
  return (
    <FigureCard title="Fulfilment queue" state={state} rows={3}>
      {(queue) =>
        (['awaiting', 'placed', 'processed'] as const).map((status) => (
          <KpiStat key={status} label={`${status[0].toUpperCase()}${status.slice(1)} orders`} href={links.ordersWithStatus(status)} figure={`orders-${status}`} value={formatCount(queue[status], locale)} />
        ))
      }
    </FigureCard>
  );
}

function FeedbackCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('feedback_new', query);
  return (
    <FigureCard title="Site feedback" state={state}>
      {(feedback) => <KpiStat label="New site feedback" href={figureLinks(query).newFeedback} figure="feedback-new" value={formatCount(feedback.new, locale)} />}
    </FigureCard>
  );
}

function ContentWorkCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('content_work', query);
  const links = figureLinks(query);
  return (
    <FigureCard title="Content work" state={state} rows={4}>
      {(work) => (
        <>
          <KpiStat label="Drafts" href={links.contentWithStatus('draft')} figure="content-drafts" value={formatCount(work.drafts, locale)} />
          <KpiStat label="In review" href={links.contentWithStatus('in_review')} figure="content-in-review" value={formatCount(work.in_review, locale)} />
          <KpiStat label="Review overdue" href={links.contentReview('overdue')} figure="content-review-overdue" value={formatCount(work.review_overdue, locale)} />
          <KpiStat label="Review due in 30 days" href={links.contentReview('soon')} figure="content-review-soon" value={formatCount(work.review_due_30, locale)} />
        </>
      )}
    </FigureCard>
  );
}

function EquivalenceCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('equivalence_problems', query);
  return (
    <FigureCard title="Equivalence problems" state={state}>
      {(equivalence) => <KpiStat label="GB/US problems to fix" href={figureLinks(query).equivalenceProblems} figure="equivalence-problems" value={formatCount(equivalence.problems, locale)} />}
    </FigureCard>
  );
}

function ConversationsCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('conversations', query);
  const links = figureLinks(query);
  return (
    <FigureCard title="Conversations" state={state} rows={2}>
      {(conversations) => (
        <>
          <KpiStat label="Flagged conversations" href={links.conversationsWithStatus('flagged')} figure="conversations-flagged" value={formatCount(conversations.flagged, locale)} />
          <KpiStat label="Open conversations" href={links.conversationsWithStatus('open')} figure="conversations-open" value={formatCount(conversations.open, locale)} />
        </>
      )}
    </FigureCard>
  );
}

function RatingsCard({ query, locale }: CardsProps) {
  const state = useDashboardFigure('ratings_unreviewed', query);
  return (
    <FigureCard title="Answer ratings" state={state}>
      {(ratings) => <KpiStat label="Down-rated, not reviewed" href={figureLinks(query).downRatingsToReview} figure="ratings-down-new" value={formatCount(ratings.down_new, locale)} />}
    </FigureCard>
  );
}

export function DashboardCards({ query, locale, role }: CardsProps & { role: Role }) {
  const isAdmin = role === 'admin';
  return (
    <Stack gap="8">
      {isAdmin && (
        <CardGroup title="Sales">
          <RevenueCard query={query} locale={locale} />
          <OrdersCard query={query} locale={locale} />
          <AverageOrderValueCard query={query} locale={locale} />
          <NewCustomersCard query={query} locale={locale} />
          <NewSubscribersCard query={query} locale={locale} />
        </CardGroup>
      )}
      <CardGroup title="Needs attention now">
        {isAdmin && <FulfilmentCard query={query} locale={locale} />}
        <ContentWorkCard query={query} locale={locale} />
        <EquivalenceCard query={query} locale={locale} />
        <ConversationsCard query={query} locale={locale} />
        <RatingsCard query={query} locale={locale} />
        {isAdmin && <FeedbackCard query={query} locale={locale} />}
      </CardGroup>
    </Stack>
  );
}

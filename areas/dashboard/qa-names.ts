// The dashboard's names for QA (docs/qa.md, checked by the accessibility walk): the controls
// (dashboard-controls.tsx), the figure cards and their links (dashboard-cards.tsx: Sales and the fulfilment
// and feedback figures are admins' only) and the charts (dashboard-charts.tsx, admins' only).
import type { QaName, QaScreenNames } from '@/lib/qa-names';

const ADMIN = ['admin'] as const;

/** A card (a region named by its h3) and the links of its figures. */
const card = (title: string, links: readonly string[], roles?: readonly ['admin']): QaName[] => [
  { role: 'region', name: title, roles },
  ...links.map((name): QaName => ({ role: 'link', name, roles })),
];

export const DASHBOARD_QA_NAMES: QaScreenNames = {
  heading: 'Welcome, <first name>',
  landmarks: [
    { role: 'search', name: 'Dashboard controls' },
    { role: 'region', name: 'Sales', roles: ADMIN },
    { role: 'region', name: 'Needs attention now' },
    { role: 'region', name: 'Charts', roles: ADMIN },
  ],
  controls: [
    { role: 'combobox', name: 'Region' },
    { role: 'combobox', name: 'Period' },
    { role: 'textbox', name: 'From', when: 'with the Period "Custom range"' },
    { role: 'textbox', name: 'To', when: 'with the Period "Custom range"' },
    { role: 'heading', level: 2, name: 'Sales', roles: ADMIN },
    // A figure per currency (GBP, USD) the period's orders were paid in.
    ...card('Revenue', ['Revenue <currency>'], ADMIN),
    ...card('Orders', ['Orders received'], ADMIN),
    ...card('Average order value', ['Average order <currency>'], ADMIN),
    ...card('New customers', ['First-time buyers'], ADMIN),
    ...card('New subscribers', ['Subscribed'], ADMIN),
    { role: 'heading', level: 2, name: 'Needs attention now' },
    ...card('Fulfilment queue', ['Awaiting orders', 'Placed orders', 'Processed orders'], ADMIN),
    ...card('Content work', ['Drafts', 'In review', 'Review overdue', 'Review due in 30 days']),
    ...card('Equivalence problems', ['GB/US problems to fix']),
    ...card('Conversations', ['Flagged conversations', 'Open conversations']),
    ...card('Answer ratings', ['Down-rated, not reviewed']),
    ...card('Site feedback', ['New site feedback'], ADMIN),
    { role: 'heading', level: 2, name: 'Charts', roles: ADMIN },
    ...['Revenue by day', 'Orders by status', 'Top products and bundles'].map((name): QaName => ({ role: 'region', name, roles: ADMIN, when: 'once the charts are scrolled into view' })),
    { role: 'button', name: 'Show table', roles: ADMIN, when: 'one per chart, once the charts are scrolled into view' },
  ],
};

// The icon of each top-level menu entry. Drawn on the server only (the layout hands them to the side
// nav with the menu, the dashboard is a server component), so none of them ships as client code.
import 'server-only';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons';
import type { MenuItemState } from '@/lib/menu';

const DashboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

const OrdersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </Icon>
);

const ProductsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m21 16-9 5-9-5V8l9-5 9 5Z" />
    <path d="m3.3 7.5 8.7 5 8.7-5" />
    <path d="M12 22V12.5" />
  </Icon>
);

const ContentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6" />
    <path d="M8 13h8M8 17h5" />
  </Icon>
);

const PagesIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18" />
    <path d="M7 6.5h.01M10 6.5h.01" />
  </Icon>
);

const CustomersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </Icon>
);

const InfluencersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />
  </Icon>
);

const TipsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3Z" />
  </Icon>
);

const ConversationsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
  </Icon>
);

const FeedbacksIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h16v12H8l-4 4Z" />
    <path d="m12 7 .9 1.9 2.1.3-1.5 1.4.4 2.1L12 11.7l-1.9 1 .4-2.1L9 9.2l2.1-.3Z" />
  </Icon>
);

const TeamMembersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="7" r="3" />
    <circle cx="5" cy="10" r="2" />
    <circle cx="19" cy="10" r="2" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a3.5 3.5 0 0 1 4.5-3.3M22.5 19a3.5 3.5 0 0 0-4.5-3.3" />
  </Icon>
);

const SubscribersIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

const SystemIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Icon>
);

/** The icon of each top-level menu entry, by `MenuEntry.key` (lib/menu.ts). */
const MENU_ICONS: Record<string, (p: IconProps) => ReactNode> = {
  dashboard: DashboardIcon,
  orders: OrdersIcon,
  'products-group': ProductsIcon,
  'content-group': ContentIcon,
  pages: PagesIcon,
  customers: CustomersIcon,
  'influencers-group': InfluencersIcon,
  tips: TipsIcon,
  'conversations-group': ConversationsIcon,
  feedbacks: FeedbacksIcon,
  'team-members': TeamMembersIcon,
  subscribers: SubscribersIcon,
  'system-group': SystemIcon,
};

export function MenuIcon({ entryKey, ...props }: IconProps & { entryKey: string }) {
  const Component = MENU_ICONS[entryKey] ?? DashboardIcon;
  return <Component {...props} />;
}

/** The menu with each top-level entry's icon drawn, for the client side nav. */
export function withMenuIcons(menu: readonly MenuItemState[]): MenuItemState[] {
  return menu.map((entry) => ({ ...entry, icon: <MenuIcon entryKey={entry.key} style={{ flexShrink: 0 }} /> }));
}

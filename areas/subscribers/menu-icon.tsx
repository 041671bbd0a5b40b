// The icon of subscribers' top-level menu entry, drawn on the server with the menu (areas/menu-icons.ts).
import 'server-only';
import { Icon, type IconProps } from '@/components/shell/icons';

export const menuIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

// The icon of customers' top-level menu entry, drawn on the server with the menu (areas/menu-icons.ts).
import 'server-only';
import { Icon, type IconProps } from '@/components/shell/icons';

export const menuIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </Icon>
);

// The icon of tips' top-level menu entry, drawn on the server with the menu (areas/menu-icons.ts).
import 'server-only';
import { Icon, type IconProps } from '@/components/shell/icons';

export const menuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3Z" />
  </Icon>
);

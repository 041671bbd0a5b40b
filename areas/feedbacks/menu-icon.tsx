// The icon of feedbacks' top-level menu entry, drawn on the server with the menu (areas/menu-icons.ts).
import 'server-only';
import { Icon, type IconProps } from '@/components/shell/icons';

export const menuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h16v12H8l-4 4Z" />
    <path d="m12 7 .9 1.9 2.1.3-1.5 1.4.4 2.1L12 11.7l-1.9 1 .4-2.1L9 9.2l2.1-.3Z" />
  </Icon>
);

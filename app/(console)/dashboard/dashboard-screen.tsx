// The dashboard (served at / and /dashboard): greets the user and links to every area their role opens.
import { Card, Flex, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { MenuIcon } from '@/components/shell/menu-icons';
import { PageHeader } from '@/components/shell/page-header';
import type { MenuItemState } from '@/lib/menu';
import { menuForRole, type Role } from '@/lib/routes';

interface DashboardScreenProps {
  name: string;
  role: Role;
}

/** Top-level areas the role can open, each with its openable entries (the dashboard itself left out). */
function openableAreas(role: Role): { area: MenuItemState; links: MenuItemState[] }[] {
  return menuForRole(role)
    .filter((area) => area.isEnabled && area.key !== 'dashboard')
    .map((area) => ({ area, links: area.children ? area.children.filter((c) => c.isEnabled && c.href) : [area] }));
}

export function DashboardScreen({ name, role }: DashboardScreenProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  const areas = openableAreas(role);
  return (
    <>
      <PageHeader title={`Welcome, ${firstName}`} description="These are the areas your role can open." />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
        gap="4"
        alignItems="start"
      >
        {areas.map(({ area, links }) => (
          <Card.Root as="li" key={area.key} size="sm" variant="outline">
            <Card.Body gap="3">
              <Flex alignItems="center" gap="2" color="fg.muted">
                <MenuIcon entryKey={area.key} />
                <Heading as="h2" size="md" color="fg">
                  {area.label}
                </Heading>
              </Flex>
              <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
                {links.map((link) => (
                  <li key={link.key}>
                    <Link asChild colorPalette="green" color="colorPalette.fg">
                      <NextLink href={link.href ?? '/'}>{link.label}</NextLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}

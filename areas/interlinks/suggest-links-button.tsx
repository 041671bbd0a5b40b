// "Suggest links" on a record's update screen: opens its AI interlink workbench.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';

export function SuggestLinksButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <NextLink href={href}>Suggest links</NextLink>
    </Button>
  );
}

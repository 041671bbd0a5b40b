// The product's name and mark, linking home.
import { chakra } from '@chakra-ui/react';
import NextLink from 'next/link';
import { LogoMark } from './icons';

export const PRODUCT_NAME = 'Wellness Console';

export function Logo() {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      // The name stays on one line at every width (390 px wrapped it onto two).
      flexShrink={0}
      whiteSpace="nowrap"
      fontWeight="semibold"
      fontSize="md"
      color="fg"
      textDecoration="none"
      borderRadius="l2"
      paddingInline="1"
      focusVisibleRing="outside"
    >
      <NextLink href="/">
        <LogoMark size={24} />
        <span>{PRODUCT_NAME}</span>
      </NextLink>
    </chakra.a>
  );
}

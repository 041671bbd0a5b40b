'use client';
// A label and the one control it names, tied by id: the list screens' search, filters and page size.
// Those need no help text, error or required mark, so they do without Chakra's Field and, with the
// plain controls beside this file, without ark's Field machinery on a list's first load. Form fields
// keep Field. The label is styled as Field's label is (text style sm, medium weight).
import { Flex, chakra, type FlexProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type LabelledControlProps = Omit<FlexProps, 'children'> & {
  label: string;
  /** Side by side (a compact setting such as rows per page) or the label above the control. */
  orientation?: 'vertical' | 'horizontal';
  /** Renders the control with the id the label points at. */
  children: (id: string) => ReactNode;
};

export function LabelledControl({ label, orientation = 'vertical', children, ...rootProps }: LabelledControlProps) {
  const id = useId();
  const horizontal = orientation === 'horizontal';
  return (
    <Flex
      direction={horizontal ? 'row' : 'column'}
      alignItems={horizontal ? 'center' : 'flex-start'}
      gap={horizontal ? '2' : '1.5'}
      width="full"
      {...rootProps}
    >
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" whiteSpace={horizontal ? 'nowrap' : undefined}>
        {label}
      </chakra.label>
      {children(id)}
    </Flex>
  );
}

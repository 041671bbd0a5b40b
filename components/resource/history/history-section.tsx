'use client';
// The History section under an update form or in a detail drawer: a heading and a Show/Hide button. The panel
// itself, with its word diff, loads only when first opened (history-panel.tsx), never with the screen.
import { Button, Flex, Heading, Stack, type StackProps } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { LoadingRows } from '@/components/ui/loading-rows';
import { lazyPart } from '@/lib/client/lazy-part';
import type { HistoryPanelProps } from './history-panel';

const loadPanel = () => import('./history-panel').then((module) => module.HistoryPanel);
const preloadPanel = () => void loadPanel().catch(() => {});
const HistoryPanel = lazyPart<HistoryPanelProps>(loadPanel, 'The history', 'The record itself is unaffected.');

export interface HistorySectionProps extends HistoryPanelProps, Pick<StackProps, 'maxWidth'> {
  /** The section heading's level: 2 under a form, 3 in a drawer. */
  headingLevel?: 'h2' | 'h3';
}

export function HistorySection({ headingLevel = 'h2', maxWidth, ...panel }: HistorySectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" maxWidth={maxWidth}>
      <Flex gap="3" align="center">
        <Heading as={headingLevel} id={headingId} size={headingLevel === 'h2' ? 'md' : 'sm'}>
          History
        </Heading>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={isOpen}
          aria-controls={panelId}
          // The panel's code is fetched as the pointer comes near or focus arrives, so opening it rarely waits.
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? 'Hide history' : 'Show history'}
        </Button>
      </Flex>
      <div id={panelId}>
        {isOpen && (
          <Suspense fallback={<LoadingRows rows={3} rowHeight="12" label="Loading history" />}>
            <HistoryPanel {...panel} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}

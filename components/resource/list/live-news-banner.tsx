'use client';
// Above a list: how many records colleagues added to the view on screen since it was drawn ("3 new orders"),
// and the button that shows them (its name "Show 3 new orders" is stable for QA). Rows already shown are
// refreshed in place by the list controller; this is the only word on what would move them. Loaded when
// first needed, inside the polite status region the list keeps (resource-list.tsx), so it is read out.
import { Button, Flex, Text } from '@chakra-ui/react';
import type { LiveList } from '@/lib/client/controllers/use-live-list';

interface LiveNewsBannerProps {
  live: Pick<LiveList, 'newCount' | 'showNew'>;
  /** Plural and singular nouns of the list's records ("Orders", "Order"). */
  label: string;
  singular: string;
}

/** "3 new orders", "1 new order", "1,204 new orders". */
export function newRecordsText(count: number, label: string, singular: string): string {
  return `${count.toLocaleString('en-GB')} new ${(count === 1 ? singular : label).toLowerCase()}`;
}

export function LiveNewsBanner({ live, label, singular }: LiveNewsBannerProps) {
  if (live.newCount === 0) return null;
  const text = newRecordsText(live.newCount, label, singular);
  return (
        <Flex align="center" gap="3" marginBottom="3" paddingX="3" paddingY="1.5" borderWidth="1px" rounded="md" bg="blue.subtle" borderColor="blue.muted" data-testid="live-news">
          <Text textStyle="sm" fontWeight="medium">
            {text}
          </Text>
          <Button size="xs" variant="outline" colorPalette="blue" onClick={live.showNew} aria-label={`Show ${text}`}>
            Show
          </Button>
        </Flex>
  );
}

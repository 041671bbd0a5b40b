'use client';
// Beside a bundle's price: what its items cost one by one (sum of price × quantity), in the bundle's currency.
import { Box, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { apiFetch } from '@/lib/client/fetcher';
import { resourceApiUrl } from '@/lib/client/use-resource';
import type { RecordOf } from '@/lib/resources/records';
import { formatMoney } from '@/lib/resources/regions';

interface Item {
  product_id: number | null;
  qty: number | null;
}

export function BundleItemsTotal() {
  const items = (useWatch({ name: 'items' }) as Item[] | undefined) ?? [];
  const price: unknown = useWatch({ name: 'price' });
  const region: unknown = useWatch({ name: 'region' });
  const ids = items.map((item) => item.product_id).filter((id): id is number => typeof id === 'number');
  const { data: prices } = useSWR(ids.length ? ['bundle-item-prices', ...ids] : null, async () => {
    const records = await Promise.all(ids.map((id) => apiFetch<{ data: RecordOf<'products'> }>(resourceApiUrl('products', id))));
    return new Map(records.map(({ data }) => [data.id, data.price]));
  });
  const sum = items.reduce((total, item) => {
    const unit = item.product_id !== null ? prices?.get(item.product_id) : undefined;
    return total + (unit ?? 0) * (typeof item.qty === 'number' ? item.qty : 0);
  }, 0);
  return (
    <Box borderWidth="1px" rounded="md" padding="3" bg="bg.subtle" aria-live="polite">
      <Text>
        Items bought separately: <strong data-testid="bundle-items-sum">{formatMoney(sum, region)}</strong>
        {typeof price === 'number' && Number.isFinite(price) && <> · Bundle price: {formatMoney(price, region)}</>}
        {typeof price === 'number' && sum > 0 && price < sum && <> · Saves {formatMoney(sum - price, region)}</>}
      </Text>
    </Box>
  );
}

'use client';
// Beside a bundle's price: what its items cost one by one (sum of price × quantity), in the bundle's currency.
import { Box, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@/lib/resources/regions';
import { useProductPrices } from './api';

interface Item {
  product_id: number | null;
  qty: number | null;
}

export function BundleItemsTotal() {
  const items = (useWatch({ name: 'items' }) as Item[] | undefined) ?? [];
  const price: unknown = useWatch({ name: 'price' });
  const region: unknown = useWatch({ name: 'region' });
  const ids = items.map((item) => item.product_id).filter((id): id is number => typeof id === 'number');
  const { data: prices } = useProductPrices(ids);
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

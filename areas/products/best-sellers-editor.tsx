'use client';
// The best-seller order of one region: drag and drop (pointer or keyboard, with announcements), move
// up/down buttons, items added from a product or bundle picker and removed, saved with one PUT
// (docs/special-calls.md#best-sellers). The whole order comes in one answer and goes back in one call, at
// most MAX_BEST_SELLERS long: at that size the picker gives way to a note, so no one builds an order the
// save would refuse. Loading and saving are the record controller's; the working
// copy, its unsaved-changes warning, Save and Discard are the order draft's (use-order-draft.ts).
import { Badge, Box, Button, EmptyState, Field, Flex, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LoadingRows } from '@/components/ui/loading-rows';
import { DragHandle, MoveButtons, SortableItem, SortableList } from '@/components/ui/sortable-list';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { RecordCombobox } from '@/components/resource/record-combobox';
import { useOrderDraft } from '@/lib/client/controllers/use-order-draft';
import { useRecordController } from '@/lib/client/controllers/use-record-controller';
import { MAX_BEST_SELLERS } from '@/lib/contract/paging';
import type { BestSellerEntry } from '@/lib/contract/rest';
import { REGION_CHOICES, formatMoney } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';
import { LoadError } from '@/components/ui/load-error';
import { formatCount } from '@/lib/format-number';
import { bestSellersUrl } from './api';

interface BestSellers {
  region: Region;
  items: BestSellerEntry[];
}

const keyOf = (item: { item_type: number; id: number }) => `${item.item_type}:${item.id}`;
const TYPE_LABEL = ['Product', 'Bundle'] as const;

export function BestSellersEditor() {
  const [region, setRegion] = useState<Region>('gb');
  const bestSellers = useRecordController<BestSellers>({ url: bestSellersUrl(region), invalidates: 'products' });
  const saved = bestSellers.record?.items;
  const order = useOrderDraft({
    saved,
    keyOf,
    send: (entries) => bestSellers.save({ items: entries.map(({ item_type, id }) => ({ item_type, id })) }),
    words: { saved: 'Best sellers updated', notSaved: 'Best sellers were not saved' },
  });
  const { items, setItems, isDirty, discard, isSaving } = order;
  const [addType, setAddType] = useState<0 | 1>(0);
  const pickerId = useId();
  const overBy = items ? items.length - MAX_BEST_SELLERS : 0;

  function changeRegion(next: Region) {
    if (isDirty && !window.confirm('You have unsaved changes. Switch region and lose them?')) return;
    setRegion(next);
  }

  return (
    <>
      <PageHeader
        title="Best sellers"
        description="The order shoppers see best sellers in, per region."
        actions={
          <>
            <Button variant="ghost" disabled={!isDirty || isSaving} onClick={discard}>
              Discard changes
            </Button>
            <Button colorPalette="blue" onClick={() => void order.save()} loading={isSaving} disabled={!isDirty || isSaving || overBy > 0}>
              Save
            </Button>
          </>
        }
      />
      <Stack gap="5" maxWidth="3xl">
        <Field.Root maxWidth="xs">
          <Field.Label>Region</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={region} onChange={(event) => changeRegion(event.target.value as Region)}>
              {REGION_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {bestSellers.error && !items ? (
          <LoadError title="Best sellers could not be loaded" error={bestSellers.error} onRetry={() => void bestSellers.reload()} />
        ) : !items ? (
          <LoadingRows rows={5} rowHeight="12" gap="2" />
        ) : items.length === 0 ? (
          <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
            <EmptyState.Content>
              <EmptyState.Title>No best sellers in this region</EmptyState.Title>
              <EmptyState.Description>Add products or bundles below.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SortableList
            ids={items.map(keyOf)}
            nameAt={(index) => items[index].name}
            onMove={order.move}
            label={`Best sellers in ${region}`}
            gap="2"
          >
            {items.map((item, index) => (
              <BestSeller
                key={keyOf(item)}
                item={item}
                index={index}
                region={region}
                onRemove={() => setItems(items.filter((other) => keyOf(other) !== keyOf(item)))}
              />
            ))}
          </SortableList>
        )}

        {items && overBy >= 0 && (
          <Text borderTopWidth="1px" paddingTop="4" color={overBy > 0 ? 'fg.error' : 'fg.muted'} data-testid="best-sellers-full">
            {overBy > 0
              ? `This region has ${formatCount(items.length)} best sellers and at most ${MAX_BEST_SELLERS} can be saved: remove ${formatCount(overBy)} to save the order.`
              : `The order is full: a region shows at most ${MAX_BEST_SELLERS} best sellers. Remove one to add another.`}
          </Text>
        )}
        {items && overBy < 0 && (
          <Flex gap="3" alignItems="flex-end" wrap="wrap" borderTopWidth="1px" paddingTop="4">
            <Field.Root width="auto">
              <Field.Label>Item type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={String(addType)} onChange={(event) => setAddType(event.target.value === '1' ? 1 : 0)}>
                  <option value="0">Product</option>
                  <option value="1">Bundle</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1" minWidth="64">
              <Field.Label htmlFor={pickerId}>{addType === 0 ? 'Add a product' : 'Add a bundle'}</Field.Label>
              <RecordCombobox
                id={pickerId}
                key={`${region}-${addType}`}
                resource={addType === 0 ? 'products' : 'bundles'}
                labelField="name"
                filters={{ region }}
                excludeIds={items.filter((item) => item.item_type === addType).map((item) => item.id)}
                onPick={(record) =>
                  setItems([
                    ...items,
                    { item_type: addType, id: record.id, name: String(record.name), price: Number(record.price), status: String(record.status) },
                  ])
                }
              />
            </Field.Root>
          </Flex>
        )}
      </Stack>
    </>
  );
}

interface BestSellerProps {
  item: BestSellerEntry;
  index: number;
  region: Region;
  onRemove: () => void;
}

function BestSeller({ item, index, region, onRemove }: BestSellerProps) {
  return (
    <SortableItem id={keyOf(item)} paddingX="3" paddingY="2" data-testid="best-seller">
      <Flex alignItems="center" gap="3">
        <DragHandle itemName={item.name} />
        <Text minWidth="6" color="fg.muted" textAlign="end">
          {index + 1}.
        </Text>
        <Box flex="1" minWidth="0">
          <Text fontWeight="medium" truncate data-testid="best-seller-name">
            {item.name}
          </Text>
          <HStack gap="2">
            <Badge size="sm" variant="subtle" colorPalette={item.item_type === 0 ? 'blue' : 'purple'}>
              {TYPE_LABEL[item.item_type]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {formatMoney(item.price, region)}
            </Text>
          </HStack>
        </Box>
        <HStack gap="1">
          <MoveButtons itemName={item.name} />
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${item.name}`} onClick={onRemove}>
            ✕
          </IconButton>
        </HStack>
      </Flex>
    </SortableItem>
  );
}

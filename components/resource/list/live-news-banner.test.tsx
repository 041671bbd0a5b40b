/** @jest-environment jsdom */
// The new-records banner's words: singular and plural, thousands separated, and the button's stable name.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { system } from '@/components/ui/system';
import { LiveNewsBanner, newRecordsText } from './live-news-banner';

describe('the new records banner', () => {
  it('says one and many in plain words', () => {
    expect(newRecordsText(1, 'Orders', 'Order')).toBe('1 new order');
    expect(newRecordsText(3, 'Orders', 'Order')).toBe('3 new orders');
    expect(newRecordsText(1204, 'Orders', 'Order')).toBe('1,204 new orders');
  });

  it('offers "Show 3 new orders" and nothing when none are new', () => {
    let shown = 0;
    const { rerender } = render(
      <ChakraProvider value={system}>
        <LiveNewsBanner live={{ newCount: 0, showNew: () => (shown += 1) }} label="Orders" singular="Order" />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ChakraProvider value={system}>
        <LiveNewsBanner live={{ newCount: 3, showNew: () => (shown += 1) }} label="Orders" singular="Order" />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 new orders' }));
    expect(shown).toBe(1);
    expect(screen.getByText('3 new orders')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
// The drawer shell: a dialog named by its title, busy with loading rows until its data comes, the load
// error with Retry (none for a 404), and the body and footer once loaded.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/client/fetcher';
import { system } from '@/components/ui/system';
import { DrawerShell } from './drawer-shell';

function draw({ loaded, loadError, onRetry = jest.fn(), onClose = jest.fn() }: { loaded?: { name: string }; loadError?: ApiError; onRetry?: () => void; onClose?: () => void }) {
  return render(
    <ChakraProvider value={system}>
      <DrawerShell title="Order #7" noun="order" onClose={onClose} loaded={loaded} loadError={loadError} onRetry={onRetry} footer={<button type="button">Mark shipped</button>}>
        {(order) => <p>Bought by {order.name}</p>}
      </DrawerShell>
    </ChakraProvider>,
  );
}

describe('DrawerShell', () => {
  it('is busy with loading rows until the data comes', async () => {
    draw({});
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Bought by/)).toBeNull();
  });

  it('shows the load error with Retry, and no Retry for a record that does not exist', async () => {
    const onRetry = jest.fn();
    const { unmount } = draw({ loadError: new ApiError(503, 'The upstream is not answering'), onRetry });
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(dialog).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('The order could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The upstream is not answering')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();

    draw({ loadError: new ApiError(404, 'Order not found') });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('draws the body from what loaded, keeping it over a later failed refresh, and closes from its button', async () => {
    const onClose = jest.fn();
    draw({ loaded: { name: 'Ada' }, loadError: new ApiError(503, 'The upstream is not answering'), onClose });
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(dialog).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Bought by Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.queryByText('The order could not be loaded')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

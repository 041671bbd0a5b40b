/** @jest-environment jsdom */
// The conflict view: each clashing field by its form label with Yours and Theirs, long text as a word
// diff against what the form loaded, "Take all theirs" / "Keep all mine" setting every choice, and Save and
// Cancel handing the choices to the form (edit-conflict.ts, checked in the form controller's tests).
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resourceMeta } from '@/areas/registry';
import { system } from '@/components/ui/system';
import { dismissEditConflict, readEditConflict, settleEditConflict, type ConflictContext } from '@/lib/client/controllers/edit-conflict';
import { ConflictDialog } from './conflict-dialog';

jest.mock('@/lib/client/controllers/edit-conflict', () => ({
  ...jest.requireActual<object>('@/lib/client/controllers/edit-conflict'),
  settleEditConflict: jest.fn(async () => {}),
  dismissEditConflict: jest.fn(),
}));

const meta = resourceMeta('products');
const before = 'Soothes tired muscles after exercise. Apply a thin layer twice a day and rub in gently.';
const base = { name: 'Calming Balm', description: before, stock: 3 };
const mine = { name: 'Calming Balm Forte', description: before.replace('twice a day', 'up to three times a day'), stock: 3 };
const theirs = { id: 9, version: 4, updated_by: { id: 1, name: 'Ada Admin' }, name: 'Calming Balm XL', description: before.replace('tired', 'aching'), stock: 8 };

function conflict() {
  const read = readEditConflict(JSON.stringify({ data: theirs }), meta, base, mine);
  if (!read) throw new Error('The 412 body was not read');
  return read;
}

const context = () => ({}) as ConflictContext;

function draw() {
  return render(
    <ChakraProvider value={system}>
      <ConflictDialog noun="product" conflict={conflict()} context={context} />
    </ChakraProvider>,
  );
}

describe('conflict view', () => {
  it('lists only the fields both sides changed, by their labels, yours chosen first', async () => {
    draw();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin changed this product while you were editing' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    const name = within(dialog).getByRole('group', { name: 'Name' });
    expect(within(name).getByRole('radio', { name: 'Yours' })).toBeChecked();
    expect(name).toHaveTextContent('Calming Balm Forte');
    expect(name).toHaveTextContent('Calming Balm XL');
    expect(within(dialog).queryByRole('group', { name: 'Stock' })).not.toBeInTheDocument();
  });

  it('shows long text as the words each side added and removed', async () => {
    draw();
    const description = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Description' });
    const added = [...description.querySelectorAll('ins')].map((node) => node.textContent?.trim());
    const removed = [...description.querySelectorAll('del')].map((node) => node.textContent?.trim());
    expect(added).toEqual(expect.arrayContaining(['up to three times', 'aching']));
    expect(removed).toEqual(expect.arrayContaining(['twice', 'tired']));
  });

  it('takes every field from one side at once, and hands the choices to the form on Save', async () => {
    draw();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
    for (const label of ['Name', 'Description']) expect(within(within(dialog).getByRole('group', { name: label })).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settleEditConflict).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }), { name: 'theirs', description: 'theirs' }, expect.anything()));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    for (const label of ['Name', 'Description']) expect(within(within(dialog).getByRole('group', { name: label })).getByRole('radio', { name: 'Yours' })).toBeChecked();
  });

  it('shows money in the record’s currency, as the form shows it, not in minor units', async () => {
    const read = readEditConflict(
      JSON.stringify({ data: { ...theirs, region: 'gb', price: 1200 } }),
      meta,
      { ...base, region: 'gb', price: 1000 },
      { ...mine, region: 'gb', price: 1100 },
    );
    render(
      <ChakraProvider value={system}>
        <ConflictDialog noun="product" conflict={read!} context={context} />
      </ChakraProvider>,
    );
    const price = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Price' });
    expect(price).toHaveTextContent('£11.00');
    expect(price).toHaveTextContent('£12.00');
    expect(price).not.toHaveTextContent('1100');
  });

  it('goes back to the form on Cancel', async () => {
    draw();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(dismissEditConflict).toHaveBeenCalledTimes(1);
  });
});

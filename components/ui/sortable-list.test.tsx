/** @jest-environment jsdom */
// The sortable list moves an item by its buttons or by keyboard drag, tells the editor through onMove, and
// says each step to a screen reader, naming the item as it was when picked up.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { system } from './system';
import { DragHandle, MoveButtons, SortableItem, SortableList, arrayMove } from './sortable-list';

// jsdom lays nothing out: each item gets a 40 px row of its own, so the keyboard can move between them.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.tagName === 'LI' ? Array.from(this.parentElement!.children).indexOf(this) : 0;
    return { x: 0, y: row * 40, top: row * 40, left: 0, bottom: row * 40 + 40, right: 300, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
  });
});

afterAll(() => jest.restoreAllMocks());

function Harness({ initial, isCountAnnounced }: { initial: string[]; isCountAnnounced?: boolean }) {
  const [items, setItems] = useState(initial);
  // Named from a store the move changes at once, as the block editor reads its form: by the time the drop
  // is announced, the moved item's old place holds its neighbour.
  const store = useRef(initial);
  return (
    <ChakraProvider value={system}>
      <SortableList
        ids={items}
        nameAt={(index) => `Row ${index + 1}, ${store.current[index]}`}
        onMove={(from, to) => {
          store.current = arrayMove(store.current, from, to);
          setItems(store.current);
        }}
        isCountAnnounced={isCountAnnounced}
        label="Rows in order"
        gap="2"
      >
        {items.map((item) => (
          <SortableItem key={item} id={item} data-testid="row">
            <DragHandle itemName={item} />
            {item}
            <MoveButtons itemName={item} />
          </SortableItem>
        ))}
      </SortableList>
    </ChakraProvider>
  );
}

const order = () => screen.getAllByTestId('row').map((row) => row.textContent?.replace(/[⠿↑↓]/g, ''));

/** Presses a key on the focused handle and lets dnd-kit's timers and React settle. */
async function press(code: string) {
  await act(async () => {
    fireEvent.keyDown(document.activeElement!, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('SortableList', () => {
  it('moves an item by its buttons and says where it went', async () => {
    render(<Harness initial={['Gel', 'Tablet', 'Capsule']} isCountAnnounced />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Tablet up' })));
    expect(order()).toEqual(['Tablet', 'Gel', 'Capsule']);
    expect(screen.getByText('Row 2, Tablet moved to position 1 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Tablet up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Capsule down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gel down' })).toBeEnabled();
  });

  it('reorders by keyboard, announcing each step by the name the item had when it was picked up', async () => {
    render(<Harness initial={['Gel', 'Tablet', 'Capsule']} isCountAnnounced />);
    await act(async () => screen.getByRole('button', { name: 'Drag Capsule' }).focus());
    await press('Space');
    await waitFor(() => expect(screen.getByText('Row 3, Capsule is over position 3 of 3.')).toBeInTheDocument());
    await press('ArrowUp');
    await waitFor(() => expect(screen.getByText('Row 3, Capsule is over position 2 of 3.')).toBeInTheDocument());
    await press('Space');
    await waitFor(() => expect(screen.getByText('Row 3, Capsule dropped at position 2 of 3.')).toBeInTheDocument());
    expect(order()).toEqual(['Gel', 'Capsule', 'Tablet']);
  });

  it('says the place alone unless asked for the count, and a cancelled drag leaves the order', async () => {
    render(<Harness initial={['Gel', 'Tablet']} />);
    await act(async () => screen.getByRole('button', { name: 'Drag Gel' }).focus());
    await press('Space');
    await waitFor(() => expect(screen.getByText('Row 1, Gel is over position 1.')).toBeInTheDocument());
    await press('ArrowDown');
    await waitFor(() => expect(screen.getByText('Row 1, Gel is over position 2.')).toBeInTheDocument());
    await press('Escape');
    await waitFor(() => expect(screen.getByText('Moving Row 1, Gel was cancelled.')).toBeInTheDocument());
    expect(order()).toEqual(['Gel', 'Tablet']);
  });
});

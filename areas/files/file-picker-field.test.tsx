/** @jest-environment jsdom */
// The file-picker field: the chosen files in order, remove, move earlier/later, the maximum, a single
// field replacing its file, and the note for a role that may not list files.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { installFakeBff } from '@/lib/client/controllers/fake-bff.test-support';
import { apiFetch } from '@/lib/client/fetcher';
import type { CollectionField } from '@/lib/resources/types';
import { system } from '@/components/ui/system';
import { ResourceFormContext } from '@/components/resource/fields/form-context';
import { addIds, acceptFor, FilePickerField, idsOf, moveId } from './file-picker-field';

const IMAGES: CollectionField = {
  type: 'collection',
  name: 'images',
  label: 'Images',
  resource: 'files',
  labelField: 'filename',
  multiple: true,
  maxItems: 3,
  accept: 'image',
  component: 'file-picker',
};

const NAMES: Record<number, string> = { 11: 'front.png', 12: 'back.png', 13: 'side.png' };

let latest: Record<string, unknown> = {};

function ValuesSpy() {
  const values = useWatch();
  useEffect(() => {
    latest = values;
  });
  return null;
}

function Harness({ field, value, pickable = ['files'] }: { field: CollectionField; value: unknown; pickable?: string[] }) {
  const form = useForm({ defaultValues: { [field.name]: value } });
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => apiFetch(url), dedupingInterval: 0 }}>
        <ResourceFormContext.Provider value={{ recordId: null, pickableResources: pickable, lockedPickerNotes: { files: 'Only admins can change images.' } }}>
          <FormProvider {...form}>
            <FilePickerField field={field} name={field.name} />
            <ValuesSpy />
          </FormProvider>
        </ResourceFormContext.Provider>
      </SWRConfig>
    </ChakraProvider>
  );
}

beforeEach(() => {
  latest = {};
  installFakeBff(({ url }) => {
    if (url.startsWith('/api/main/v1/files?')) {
      const records = Object.entries(NAMES).map(([id, filename]) => ({ id: Number(id), filename, kind: 'image', mime_type: 'image/png', alt_text: null }));
      return { status: 200, body: { data: { records, page: 1, limit: 12, total: records.length, pages: 1 } } };
    }
    const id = Number(url.split('/').pop());
    return NAMES[id] ? { status: 200, body: { data: { id, filename: NAMES[id], kind: 'image', mime_type: 'image/png', alt_text: null } } } : { status: 404, body: 'File not found' };
  });
});

describe('file-picker helpers', () => {
  it('reads one id or a list of ids', () => {
    expect(idsOf([3, 4])).toEqual([3, 4]);
    expect(idsOf(5)).toEqual([5]);
    expect(idsOf(null)).toEqual([]);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('moves an id one place and leaves the list alone at an edge', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('adds ids without repeats, up to the maximum', () => {
    expect(addIds([1], [2, 1, 3, 4], 3)).toEqual([1, 2, 3]);
    expect(addIds([], [5], Number.POSITIVE_INFINITY)).toEqual([5]);
  });

  it('offers only the types of the accepted kind in the file chooser', () => {
    expect(acceptFor('image').split(',')).toEqual(expect.arrayContaining(['image/png', '.jpg', 'image/svg+xml']));
    expect(acceptFor('image')).not.toContain('pdf');
    expect(acceptFor(undefined)).toContain('application/pdf');
  });
});

describe('FilePickerField', () => {
  it('shows the chosen files in order and removes one', async () => {
    render(<Harness field={IMAGES} value={[11, 12]} />);
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    await waitFor(() => expect(chosen.querySelectorAll('li')[1]).toHaveAccessibleName('back.png'));
    expect(screen.getByText('2 of 3 images')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(latest.images).toEqual([12]);
    expect(screen.getByRole('status')).toHaveTextContent('Removed; 1 image chosen');
  });

  it('moves a file earlier and later with buttons, which are off at the edges', async () => {
    render(<Harness field={IMAGES} value={[11, 12, 13]} />);
    await screen.findByRole('button', { name: 'Move side.png earlier' });
    expect(screen.getByRole('button', { name: 'Move front.png earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move side.png later' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move side.png earlier' }));
    expect(latest.images).toEqual([11, 13, 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Move front.png later' }));
    expect(latest.images).toEqual([13, 11, 12]);
  });

  it('stops offering more files at the maximum', async () => {
    render(<Harness field={IMAGES} value={[11, 12, 13]} />);
    await screen.findByRole('button', { name: 'Remove side.png' });
    expect(screen.getByRole('button', { name: 'Choose images from library' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove side.png' }));
    expect(screen.getByRole('button', { name: 'Choose images from library' })).toBeEnabled();
  });

  it('adds files marked in the library dialog, no more than there is room for', async () => {
    render(<Harness field={IMAGES} value={[11]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose images from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose images' });
    expect(dialog).toHaveTextContent('Showing images only');
    // Queried inside the dialog: the field's own buttons (Remove front.png…) are hidden from the
    // accessibility tree only once the dialog has marked the rest of the page, a moment after it opens.
    const inDialog = within(dialog);
    const back = await inDialog.findByRole('button', { name: /back\.png/ });
    expect(inDialog.getByRole('button', { name: /front\.png/ })).toBeDisabled();
    fireEvent.click(back);
    fireEvent.click(inDialog.getByRole('button', { name: /side\.png/ }));
    expect(back).toHaveAttribute('aria-pressed', 'true');
    expect(inDialog.getByText('2 of 2 marked')).toBeInTheDocument();
    await act(async () => fireEvent.click(inDialog.getByRole('button', { name: 'Choose images' })));
    expect(latest.images).toEqual([11, 12, 13]);
  });

  it('holds one id in a single field, with no move buttons, and null once removed', async () => {
    const single: CollectionField = { ...IMAGES, name: 'image', label: 'Image', multiple: false, maxItems: undefined };
    render(<Harness field={single} value={11} />);
    await screen.findByRole('button', { name: 'Remove front.png' });
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' })));
    expect(latest.image).toBeNull();
    expect(screen.getByText('No image chosen.')).toBeInTheDocument();
  });

  it('tells a role that may not list files who can change the field', () => {
    render(<Harness field={IMAGES} value={[]} pickable={[]} />);
    expect(screen.getByText('Only admins can change images.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });
});

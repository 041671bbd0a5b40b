// The text of each kind of source: a description, or content's markdown blocks, where only the block
// holding the anchor changes and every other block and field stays as it was.
import { linkInSource, sourceText, unlinkInSource } from './source-text';

const content = {
  title: 'Hay fever',
  blocks: [
    { type: 'markdown', position: 0, body: 'See [Cetirizine](/gb/products/c) first.' },
    { type: 'single_image', position: 1, file: 3, alt: 'Pollen' },
    { type: 'markdown', position: 2, body: 'Cetirizine helps. Cetirizine again.' },
  ],
};

describe('source text', () => {
  it('joins content markdown blocks and reads a description', () => {
    expect(sourceText('content', content)).toBe('See [Cetirizine](/gb/products/c) first.\n\nCetirizine helps. Cetirizine again.');
    expect(sourceText('product', { description: 'Zinc.' })).toBe('Zinc.');
    expect(sourceText('bundle', { description: null })).toBe('');
  });

  it('links the first unlinked anchor in the block holding it, leaving the rest alone', () => {
    const result = linkInSource('content', content, 'cetirizine', '/gb/products/cetirizine')!;
    expect(result.link.block).toBe(2);
    expect(result.record.blocks).toEqual([content.blocks[0], content.blocks[1], { ...content.blocks[2], body: '[Cetirizine](/gb/products/cetirizine) helps. Cetirizine again.' }]);
    expect(result.record.title).toBe('Hay fever');
    expect(unlinkInSource('content', result.record, result.link)).toEqual(content);
  });

  it('finds the link again after the blocks were reordered', () => {
    const result = linkInSource('content', content, 'cetirizine', '/gb/products/cetirizine')!;
    const blocks = result.record.blocks as typeof content.blocks;
    const moved = { ...result.record, blocks: [blocks[2], blocks[0], blocks[1]] };
    expect(unlinkInSource('content', moved, result.link)).toEqual({ ...content, blocks: [content.blocks[2], content.blocks[0], content.blocks[1]] });
  });

  it('edits a description in place and answers null when the anchor or the link is gone', () => {
    const result = linkInSource('product', { name: 'x', description: 'Take zinc daily.' }, 'zinc', '/gb/products/zinc')!;
    expect(result.record).toEqual({ name: 'x', description: 'Take [zinc](/gb/products/zinc) daily.' });
    expect(unlinkInSource('product', result.record, result.link)).toEqual({ name: 'x', description: 'Take zinc daily.' });
    expect(linkInSource('product', { description: 'nothing' }, 'zinc', '/x')).toBeNull();
    expect(unlinkInSource('product', { description: 'zinc' }, result.link)).toBeNull();
  });
});

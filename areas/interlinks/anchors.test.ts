// Anchor finding and link insertion: first unlinked occurrence, whole words, any case, links and code
// skipped, and the rest of the text byte-identical on the way in and on the way out.
import { findAnchor, insertLink, removeLink, sentenceAround } from './anchors';

describe('findAnchor', () => {
  it('finds the first occurrence whatever its case, keeping the text as written', () => {
    expect(findAnchor('Hay fever is common. HAY FEVER again.', 'hay fever')).toEqual({ start: 0, end: 9, text: 'Hay fever' });
  });

  it('matches whole words only', () => {
    const text = 'Zincovit is not zinc-free; zinc is.';
    // "zinc-free": the hyphen is a word boundary, so the second "zinc" is the first whole word.
    expect(findAnchor(text, 'zinc')?.start).toBe(text.indexOf('zinc-free'));
    expect(findAnchor('Painkillers help', 'pain')).toBeNull();
    expect(findAnchor('Vitamin D3s', 'Vitamin D3')).toBeNull();
  });

  it('skips occurrences inside existing links, reference links, code spans, code blocks and HTML', () => {
    const text = [
      'See [paracetamol dosing](/gb/products/p) and `paracetamol` and <a href="/x">the paracetamol</a>.',
      '',
      '<div>paracetamol</div>',
      '',
      '```',
      'paracetamol',
      '```',
      '',
      '[Paracetamol][ref] then paracetamol at last.',
      '',
      '[ref]: /gb/products/p',
    ].join('\n');
    const found = findAnchor(text, 'Paracetamol');
    expect(found?.start).toBe(text.indexOf('paracetamol at last'));
  });

  it('skips the link target too, not only its text', () => {
    expect(findAnchor('[x](/gb/products/zinc) zinc', 'zinc')?.start).toBe(23);
  });

  it('lets a space in the anchor match a soft line break', () => {
    expect(findAnchor('Relief for hay\nfever.', 'hay fever')?.text).toBe('hay\nfever');
  });

  it('treats the anchor literally, not as a pattern', () => {
    expect(findAnchor('Vitamin C+ and vitamin c', 'Vitamin C+')?.start).toBe(0);
    expect(findAnchor('a.b', 'a*b')).toBeNull();
  });

  it('finds nothing for an empty anchor or one not in the text', () => {
    expect(findAnchor('text', '  ')).toBeNull();
    expect(findAnchor('text', 'cold sores')).toBeNull();
  });
});

describe('insertLink and removeLink', () => {
  const text = '# Winter\r\n\r\nTake  *Vitamin D3* daily — and vitamin d3 again. ünïcødé ✓\n';

  it('links the first unlinked occurrence and leaves every other byte alone', () => {
    const result = insertLink(text, 'vitamin d3', '/gb/products/vitamin-d3')!;
    const at = text.indexOf('Vitamin D3');
    expect(result.markdown).toBe(`${text.slice(0, at)}[Vitamin D3](/gb/products/vitamin-d3)${text.slice(at + 'Vitamin D3'.length)}`);
    expect(result.link).toEqual({ start: at, markdown: '[Vitamin D3](/gb/products/vitamin-d3)', original: 'Vitamin D3' });
  });

  it('links the next occurrence once the first is linked', () => {
    const once = insertLink(text, 'vitamin d3', '/gb/products/a')!.markdown;
    const twice = insertLink(once, 'vitamin d3', '/gb/products/b')!;
    expect(twice.markdown).toContain('and [vitamin d3](/gb/products/b) again');
  });

  it('escapes brackets in the link text', () => {
    expect(insertLink('Use Vitamin [C] now', 'vitamin [c]', '/x')?.markdown).toBe('Use [Vitamin \\[C\\]](/x) now');
  });

  it('answers null when the anchor is gone', () => {
    expect(insertLink(text, 'cold sores', '/x')).toBeNull();
  });

  it('removes exactly the link it inserted, giving back the original bytes', () => {
    const { markdown, link } = insertLink(text, 'vitamin d3', '/gb/products/vitamin-d3')!;
    expect(removeLink(markdown, link)).toBe(text);
  });

  it('still removes the link after the text before it changed length', () => {
    const { markdown, link } = insertLink(text, 'vitamin d3', '/gb/products/vitamin-d3')!;
    const edited = `Intro added.\n${markdown}`;
    expect(removeLink(edited, link)).toBe(`Intro added.\n${text}`);
  });

  it('leaves an identical link written by hand earlier alone when its own is still in place', () => {
    const base = 'zinc and zinc';
    const { markdown } = insertLink(base, 'zinc', '/gb/products/z')!;
    const second = insertLink(markdown, 'zinc', '/gb/products/z')!;
    expect(removeLink(second.markdown, second.link)).toBe(markdown);
  });

  it('answers null when the link was edited away', () => {
    const { link } = insertLink(text, 'vitamin d3', '/gb/products/vitamin-d3')!;
    expect(removeLink(text, link)).toBeNull();
  });
});

describe('sentenceAround', () => {
  it('gives the sentence holding the range', () => {
    const text = 'First one. Hay fever starts in spring. Last.';
    const start = text.indexOf('Hay');
    expect(sentenceAround(text, start, start + 9)).toBe('Hay fever starts in spring.');
  });
});

// CSV cells for exports: formula prefixes neutralised, quotes doubled, line breaks kept inside quotes,
// unicode untouched, money as a decimal with its currency code.
import { csvCell, csvLine, csvLines, csvMoney, exportFileName } from './csv';

describe('csv cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tpadded', "'\tpadded"],
  ])('prefixes a formula start in %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    [['=cmd|x', 'b'], `"'=cmd|x,b"`],
    [{ toString: () => '@SUM(1)' }, "'@SUM(1)"],
    [new String('+1+1'), "'+1+1"],
    [-3.5, '-3.5'],
  ])('guards the final text of a %p cell, whatever its type', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, doubles quotes and keeps line breaks inside the quotes', () => {
    expect(csvCell('Flat 2, High Street')).toBe('"Flat 2, High Street"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('leaves unicode, numbers and empties as they are', () => {
    expect(csvCell('Zoë Brontë-Núñez 王秀英 ليلى')).toBe('Zoë Brontë-Núñez 王秀英 ليلى');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('writes a page of records as the lines csvLine writes one by one', () => {
    const rows = [['a', 1, null], ['=cmd', 'Flat 2, High Street', 'two\nlines'], ['She said "hi"', -3.5, '']];
    expect(csvLines(rows)).toBe(rows.map((cells) => csvLine(cells)).join(''));
    expect(csvLines([])).toBe('');
  });

  it('writes money as a decimal with the currency code, and dates the file name', () => {
    expect(csvMoney(123456, 'gb')).toBe('1234.56 GBP');
    expect(csvMoney(5, 'us')).toBe('0.05 USD');
    expect(exportFileName('orders', new Date('2026-11-23T20:00:00Z'))).toBe('orders-2026-11-23.csv');
  });
});

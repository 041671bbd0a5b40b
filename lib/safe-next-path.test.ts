import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/products?page=2', '/products?page=2'],
    ['/content/update/3', '/content/update/3'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/orders%0d%0aSet-Cookie:x=1', '/'],
    ['/orders\r\nLocation: https://evil.example', '/'],
    ['/login', '/'],
    ['/%E0%A4%A', '/'],
  ])('%p lands on %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

import { parseProxyPath } from './proxy';

describe('parseProxyPath', () => {
  it.each([
    ['/api/main/v1/products', ['v1', 'products']],
    ['/api/main/v1/products/42', ['v1', 'products', '42']],
    ['/api/main/v1/products/bestsellers', ['v1', 'products', 'bestsellers']],
    ['/api/ai/v1/interlinks', null],
  ])('reads %p as %p on the main API', (path, expected) => {
    expect(parseProxyPath(path, 'main')).toEqual(expected);
  });

  it('reads the AI mount separately', () => {
    expect(parseProxyPath('/api/ai/v1/interlinks/3', 'ai')).toEqual(['v1', 'interlinks', '3']);
  });

  it.each([
    '/api/main/v2/products',
    '/api/main/products',
    '/api/main/v1',
    '/api/main/v1/',
    '/api/main/v1//products',
    '/api/main/v1/../admin',
    '/api/main/v1/products/..',
    '/api/main/v1/%2e%2e/x',
    '/api/main/v1/products%2F..%2Fusers',
    '/api/main/v1/products%5Cusers',
    '/api/main/v1/http:/evil.example',
    '/api/main/v1/products/.hidden',
    '/api/main/v1/a/b/c/d/e/f/g/h',
  ])('refuses %p', (path) => {
    expect(parseProxyPath(path, 'main')).toBeNull();
  });
});

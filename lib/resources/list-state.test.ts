// A list's URL state: defaults left out, junk ignored, and the BFF query built in a stable order.
import { listApiUrl, listStateToSearch, parseListState } from './list-state';
import { contentResource } from '@/areas/content/definition';
import { productsResource } from '@/areas/products/definition';
import { subscribersResource } from '@/areas/subscribers/definition';

const params = (query: string) => new URLSearchParams(query);

describe('list state in the URL', () => {
  it('reads a bare URL as page 1 of 20 in the default sort', () => {
    expect(parseListState(params(''), productsResource)).toEqual({ page: 1, limit: 20, search: '', sort: 'name', order: 'asc', filters: {} });
  });

  it('reads page, size, search, sort and declared filters', () => {
    const state = parseListState(params('page=3&limit=50&search=ibu&sort=price&order=desc&region=us&colour=red'), productsResource);
    expect(state).toEqual({ page: 3, limit: 50, search: 'ibu', sort: 'price', order: 'desc', filters: { region: 'us' } });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'limit=7', 'limit=1000', 'sort=gtin', 'order=sideways', 'region=fr'])('falls back to defaults for %p', (query) => {
    expect(parseListState(params(query), productsResource)).toEqual(parseListState(params(''), productsResource));
  });

  it('offers 5, 10, 25 and 50 rows, and the default 20', () => {
    for (const limit of [5, 10, 20, 25, 50]) expect(parseListState(params(`limit=${limit}`), productsResource).limit).toBe(limit);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = parseListState(params('page=2&limit=5&sort=price&order=asc&status=draft'), productsResource);
    const search = listStateToSearch(state, productsResource);
    expect(search).toBe('?page=2&limit=5&sort=price&order=asc&status=draft');
    expect(parseListState(params(search.slice(1)), productsResource)).toEqual(state);
    expect(listStateToSearch(parseListState(params(''), productsResource), productsResource)).toBe('');
  });

  it('asks the BFF for every parameter explicitly', () => {
    const state = parseListState(params('search=para&region=gb'), productsResource);
    expect(listApiUrl('products', state)).toBe('/api/main/v1/products?page=1&limit=20&sort=name&order=asc&search=para&region=gb');
  });

  it('takes a record id for a filter whose choices are another resource\'s records, and nothing else', () => {
    expect(parseListState(params('category_id=12&status=draft'), contentResource).filters).toEqual({ category_id: '12', status: 'draft' });
    for (const junk of ['0', '-3', 'abc', '1.5', '12345678901', ''])
      expect(parseListState(params(`category_id=${junk}`), contentResource).filters).toEqual({});
  });

  it('takes a short text for a filter whose choices come from a read-only call (a tag)', () => {
    expect(parseListState(params('tags=allergy'), subscribersResource).filters).toEqual({ tags: 'allergy' });
    expect(parseListState(params('tags=hay%20fever'), subscribersResource).filters).toEqual({ tags: 'hay fever' });
    for (const junk of ['', '%20padded', 'x'.repeat(41)]) expect(parseListState(params(`tags=${junk}`), subscribersResource).filters).toEqual({});
  });
});

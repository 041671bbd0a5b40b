import { savedViewHref, viewPartsFrom } from './saved-view-links';

const COLUMNS = [{ field: 'order_number' }, { field: 'created_at' }, { field: 'status' }, { field: 'total' }];

describe('viewPartsFrom', () => {
  it('keeps filters, search, sort and size, leaving out page, the drawer and the columns', () => {
    expect(viewPartsFrom('?page=3&status=new&order=42&search=ab&limit=50&sort=total&dir=asc&columns=status,order_number', COLUMNS, 'order')).toEqual({
      query: 'status=new&search=ab&limit=50&sort=total&dir=asc',
      columns: ['order_number', 'status'],
    });
  });

  it('saves null columns for the default view', () => {
    expect(viewPartsFrom('status=new', COLUMNS)).toEqual({ query: 'status=new', columns: null });
    expect(viewPartsFrom('columns=order_number,created_at,status,total', COLUMNS).columns).toBeNull();
    expect(viewPartsFrom('columns=nothing', COLUMNS).columns).toBeNull();
  });

  it('saves an empty query for the plain list', () => {
    expect(viewPartsFrom('', COLUMNS)).toEqual({ query: '', columns: null });
  });
});

describe('savedViewHref', () => {
  it('opens the list with the view’s query and columns', () => {
    expect(savedViewHref('/orders', { query: 'status=new&limit=50', columns: ['status', 'total'] })).toBe('/orders?status=new&limit=50&columns=status%2Ctotal');
  });

  it('opens the plain list for an empty view', () => {
    expect(savedViewHref('/orders', { query: '', columns: null })).toBe('/orders');
  });

  it('lets the view’s own columns win over a columns parameter in its query', () => {
    expect(savedViewHref('/orders', { query: 'columns=total', columns: null })).toBe('/orders');
  });

  it('round-trips with viewPartsFrom', () => {
    const parts = viewPartsFrom('?status=new&columns=total', COLUMNS);
    expect(viewPartsFrom(new URL(savedViewHref('/orders', parts), 'http://x').search, COLUMNS)).toEqual(parts);
  });
});

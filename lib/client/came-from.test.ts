/** @jest-environment jsdom */
// Where the user came from: the page before this one as it last stood, and whether Back returns to it.
import { noteLocation, readCameFrom, resetCameFrom } from './came-from';
import { goBack } from './go-back';

describe('came-from', () => {
  beforeEach(resetCameFrom);

  it('knows nothing on the tab’s first page, and goes to the dashboard from it', () => {
    noteLocation('/tips/create', '');
    expect(readCameFrom()).toEqual({ href: null, isBehind: false });
    const router = { back: jest.fn(), push: jest.fn() };
    goBack(router);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.back).not.toHaveBeenCalled();
  });

  it('remembers the last page as it last stood, its filters changed in place, and goes Back to it', () => {
    noteLocation('/products', '');
    noteLocation('/products', 'status=draft&page=2');
    noteLocation('/tips/create', '');
    expect(readCameFrom()).toEqual({ href: '/products?status=draft&page=2', isBehind: true });
    const router = { back: jest.fn(), push: jest.fn() };
    goBack(router);
    expect(router.back).toHaveBeenCalledTimes(1);
  });

  it('opens the page by its address when the browser’s Back or Forward brought this one, as what lies behind is unknown', () => {
    noteLocation('/orders', '');
    noteLocation('/tips/create', '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    noteLocation('/orders', '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    noteLocation('/tips/create', '');
    expect(readCameFrom()).toEqual({ href: '/orders', isBehind: false });
    const router = { back: jest.fn(), push: jest.fn() };
    goBack(router);
    expect(router.push).toHaveBeenCalledWith('/orders');
  });
});

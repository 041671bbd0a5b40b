/** @jest-environment jsdom */
// jsdom cannot reload a page: it reports "not implemented" through console.error, which these tests
// read as the reload.

import { render } from '@testing-library/react';
import { useInsertionEffect } from 'react';
// The page's own copy (the hook needs the test's React); the other tests load fresh copies of the module.
import { useReloadForChunkError } from './chunk-reload';

type ChunkReload = typeof import('./chunk-reload');

/** A fresh copy of the module, as a freshly loaded page has. */
function freshPage(): ChunkReload {
  let page: ChunkReload | undefined;
  jest.isolateModules(() => {
    page = jest.requireActual<ChunkReload>('./chunk-reload');
  });
  return page!;
}

function chunkLoadError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123');
  error.name = 'ChunkLoadError';
  return error;
}

let consoleError: jest.SpyInstance;
/** The reloads jsdom reported. */
const reloads = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/products?page=2');
  reloads.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation((error: unknown) => {
    if (String(error).includes('Not implemented: navigation')) reloads();
  });
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('reloadForChunkError', () => {
  it('reloads once for a missing chunk, then not again for the same URL', () => {
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(true);
    expect(reloads).toHaveBeenCalledTimes(1);
    // The reloaded page fails again: the crash screen, not another reload.
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(false);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('tries again after a while, or on another URL', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(true);
    history.replaceState(null, '', '/feedbacks');
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(true);
    jest.setSystemTime(new Date('2026-11-21T10:00:10Z'));
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(false);
    jest.setSystemTime(new Date('2026-11-21T10:01:00Z'));
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(true);
  });

  it('ignores other errors', () => {
    const page = freshPage();
    expect(page.reloadForChunkError(new TypeError('x is undefined'))).toBe(false);
    expect(page.reloadForChunkError('Failed to load chunk')).toBe(false);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('never reloads without storage to remember the attempt in', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(false);
    expect(reloads).not.toHaveBeenCalled();
    jest.mocked(Storage.prototype.setItem).mockRestore();
  });
});

describe('useReloadForChunkError', () => {
  it('remembers the address the page reloads at, not the one it had as the boundary drew', () => {
    history.replaceState(null, '', '/dashboard');
    // The router puts the new address in the bar in the commit that draws the failed screen's boundary,
    // before the boundary's effect reloads (as Next's history update does, in an insertion effect).
    function NewAddress() {
      useInsertionEffect(() => history.replaceState(null, '', '/feedbacks'), []);
      return null;
    }
    function Boundary() {
      useReloadForChunkError(chunkLoadError());
      return null;
    }
    render(
      <>
        <NewAddress />
        <Boundary />
      </>,
    );
    expect(reloads).toHaveBeenCalledTimes(1);
    // The reloaded /feedbacks fails again: the crash screen, not a second reload.
    expect(freshPage().reloadForChunkError(chunkLoadError())).toBe(false);
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnUnhandledChunkErrors', () => {
  function rejection(reason: unknown): PromiseRejectionEvent {
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: reason });
    return event;
  }

  it('reloads for an unhandled chunk rejection only, until removed', () => {
    const stop = freshPage().reloadOnUnhandledChunkErrors();
    const other = rejection(new Error('boom'));
    dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(reloads).not.toHaveBeenCalled();
    const missing = rejection(chunkLoadError());
    dispatchEvent(missing);
    expect(missing.defaultPrevented).toBe(true);
    expect(reloads).toHaveBeenCalledTimes(1);
    stop();
    sessionStorage.clear();
    dispatchEvent(rejection(chunkLoadError()));
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

import { ApiError, ERROR_FALLBACK, apiFetch } from './fetcher';

const assign = jest.fn();
const fetchMock = jest.fn();

beforeAll(() => {
  Object.assign(globalThis, {
    window: { location: { href: 'http://console.test/orders?page=2', pathname: '/orders', search: '?page=2', assign } },
    fetch: fetchMock,
  });
});

beforeEach(() => {
  assign.mockReset();
  fetchMock.mockReset();
});

function respond(status: number, body = '', contentType = 'text/plain') {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } }));
}

describe('apiFetch', () => {
  it('sends the anti-forgery header and JSON on mutations, not on reads', async () => {
    respond(200, '{"sent":true}', 'application/json');
    await expect(apiFetch('/api/auth/request-code', { method: 'POST', json: { email: 'a@b.c' } })).resolves.toEqual({
      sent: true,
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers).toMatchObject({ 'x-csrf': '1', 'content-type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(init.credentials).toBe('same-origin');

    respond(200, '{}', 'application/json');
    await apiFetch('/api/me');
    expect(fetchMock.mock.calls[1][1].headers).not.toHaveProperty('x-csrf');
  });

  it('passes form data through untouched', async () => {
    respond(200, '{}', 'application/json');
    const form = new FormData();
    await apiFetch('/api/main/v1/files', { body: form });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('answers 204 with undefined', async () => {
    respond(204);
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws the response text as the message, or the fallback', async () => {
    respond(422, 'Name is required');
    await expect(apiFetch('/api/main/v1/products', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Name is required',
    });
    respond(500, '');
    await expect(apiFetch('/api/main/v1/products')).rejects.toMatchObject({ message: ERROR_FALLBACK });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/main/v1/products')).rejects.toEqual(new ApiError(0, ERROR_FALLBACK));
  });

  it('sends the user to sign-in when a session-bound call finds no session, but not for auth calls', async () => {
    respond(401, 'Invalid email or login code');
    await expect(apiFetch('/api/auth/login', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();

    respond(401, 'Your session has ended.');
    await expect(apiFetch('/api/drafts/key', { staysOnUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();

    respond(401, 'Your session has ended.');
    await expect(apiFetch('/api/main/v1/orders')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/login?next=%2Forders%3Fpage%3D2');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/request';
import { fetchSessionUser } from '@/stores/shell/session';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => fetchMock.mockReset());

/** The page's cookies as the session store reads them; the tests of the user fetch start signed in. */
const setPageCookies = (cookie: string) => vi.stubGlobal('document', { cookie });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it('sends cookies, a JSON content type on every change, and a body only when there is one', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('GET', '/api/products');
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' });

    const [, getInit] = fetchMock.mock.calls[0]!;
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(getInit?.body).toBeUndefined();
    expect(getInit?.headers).not.toHaveProperty('Content-Type');

    await apiRequest('POST', '/api/auth/logout');
    const [, logoutInit] = fetchMock.mock.calls[2]!;
    expect(logoutInit?.headers).toHaveProperty('Content-Type', 'application/json');
    expect(logoutInit?.body).toBeUndefined();

    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(postInit?.headers).toHaveProperty('Content-Type', 'application/json');
    expect(JSON.parse(String(postInit?.body))).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('returns the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(apiRequest('GET', '/api/products')).resolves.toEqual([{ id: 1 }]);
  });

  it("uses the server's message when the body has one", async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'An account with this email already exists' }));
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toEqual(
      new ApiError(409, 'An account with this email already exists', {
        message: 'An account with this email already exists',
      }),
    );
  });

  it("keeps the answer's other fields, such as the sign-in's request for a second factor", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Enter the code', twoFactorRequired: true }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Enter the code',
      details: { message: 'Enter the code', twoFactorRequired: true },
    });
  });

  it("falls back to 'Invalid email or password' for a 401 without a message", async () => {
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it("says 'Something went wrong' for other failures, a body that is not JSON, or no network", async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: 'x' }));
    await expect(apiRequest('GET', '/api/orders')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('GET', '/api/orders')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/orders')).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong',
    });
  });
});

describe('the session user', () => {
  beforeEach(() => setPageCookies('theme=dark; kb_signed_in=1'));

  it('is the user the API returns', async () => {
    const user = {
      id: 3,
      email: 'amina@example.com',
      firstName: 'Amina',
      lastName: 'O',
      phone: null,
      isAdmin: false,
      adminAwaitingProof: false,
      emailVerified: false,
      twoFactorEnabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    fetchMock.mockResolvedValue(json(200, user));
    await expect(fetchSessionUser()).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init).toMatchObject({ credentials: 'include', cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  });

  it('asks nothing and is null while the session hint cookie is absent (a signed-out visitor)', async () => {
    setPageCookies('theme=dark');
    await expect(fetchSessionUser()).resolves.toBeNull();
    setPageCookies('kb_signed_in=0; other=kb_signed_in=1');
    await expect(fetchSessionUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is null (signed out) on a 401 and on any other failure', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Not signed in' }));
    await expect(fetchSessionUser()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json(500, {}));
    await expect(fetchSessionUser()).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });
});

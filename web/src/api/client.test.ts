import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../test/tokens';
import { ApiError, api, filenameOf } from './client';
import { readSession } from './session';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('reads body.data on success', async () => {
    answer(200, { data: { rounds: [{ id: 1, name: 'Tech' }] } });
    await expect(api.get('rounds')).resolves.toEqual({ rounds: [{ id: 1, name: 'Tech' }] });
    expect(lastCall().url).toBe('/api/v1/rounds');
    expect(lastCall().init.method).toBe('GET');
  });

  it('sends the bearer token and appends company_id from the token', async () => {
    const session = logIn(['company_ta'], { company_id: 42 });
    answer(200, { data: { users: [] } });
    await api.get('users/list', { query: { roles: ['company_ta', 'company_admin'] } });
    expect(lastCall().url).toBe('/api/v1/users/list?roles=company_ta&roles=company_admin&company_id=42');
    expect(lastCall().headers.get('Authorization')).toBe(`Bearer ${session.token}`);
  });

  it('keeps an explicit company_id', async () => {
    logIn(['platform_admin'], { company_id: 42 });
    answer(200, { data: {} });
    await api.get('rounds', { query: { company_id: 7 } });
    expect(lastCall().url).toBe('/api/v1/rounds?company_id=7');
  });

  it('adds no token or company_id when logged out', async () => {
    answer(200, { data: {} });
    await api.get('rounds');
    expect(lastCall().url).toBe('/api/v1/rounds');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('posts and puts JSON', async () => {
    answer(200, { data: { ok: true } });
    await expect(api.post('login', { body: { email: 'a@b.c' } })).resolves.toEqual({ ok: true });
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe('{"email":"a@b.c"}');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
    answer(200, { data: { id: 3 } });
    await api.put('rounds/{id}', { path: { id: 3 }, body: { name: 'HR' } });
    expect(lastCall().url).toBe('/api/v1/rounds/3');
    expect(lastCall().init.method).toBe('PUT');
  });

  it('posts multipart without setting the boundary itself', async () => {
    const form = new FormData();
    form.append('name', 'Ada');
    answer(200, { data: {} });
    await api.post('candidate-applications', { body: form });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers.has('Content-Type')).toBe(false);
  });

  it('fills path parameters, encoded', async () => {
    answer(200, { data: {} });
    await api.get('candidate-applications/{slug}', { path: { slug: 'a b/c' } });
    expect(lastCall().url).toBe('/api/v1/candidate-applications/a%20b%2Fc');
  });

  it('reads a page with its meta', async () => {
    answer(200, { data: { requisitions: [] }, meta: { page: 2, per_page: 20, total: 41 } });
    await expect(api.getPage('requisitions', { query: { page: '2', state: ['open', 'live'] } })).resolves.toEqual({ data: { requisitions: [] }, meta: { page: 2, per_page: 20, total: 41 } });
    expect(lastCall().url).toBe('/api/v1/requisitions?page=2&state=open&state=live');
  });

  it('deletes', async () => {
    answer(200, { data: {} });
    await api.delete('rounds/{id}', { path: { id: 3 } });
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('returns a file with its name from Content-Disposition', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('xlsx-bytes', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="hirekit-screeno-1122-0630.xlsx"' } }),
    );
    const file = await api.postFile('users/invite', { body: { email: 'a@b.c' } });
    expect(file.filename).toBe('hirekit-screeno-1122-0630.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });

  it('reads RFC 5987 file names', () => {
    expect(filenameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(filenameOf(null)).toBeUndefined();
  });

  it('throws the server text for error_messages as a string', async () => {
    answer(400, { error_messages: 'Please select a candidate' });
    const error = await failure(api.get('rounds'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please select a candidate');
    expect(error.fieldErrors).toEqual({});
  });

  it('throws field errors for error_messages as an object', async () => {
    answer(400, { error_messages: { email: ['Email is taken'], phone_number: ['Please enter a valid phone number!'] } });
    const error = await failure(api.post('company', { body: {} }));
    expect(error.fieldErrors).toEqual({ email: ['Email is taken'], phone_number: ['Please enter a valid phone number!'] });
    expect(error.message).toBe('Email is taken');
  });

  it.each([
    ['an empty body', undefined],
    ['a body without error_messages', { error: 'x' }],
  ])('says Something went wrong for %s', async (_, body) => {
    answer(500, body);
    const error = await failure(api.get('rounds'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong');
  });

  it('clears the stored session on 401', async () => {
    logIn(['company_ta'], { company_id: 1 });
    answer(401, { error_messages: 'Please log in' });
    const error = await failure(api.get('rounds'));
    expect(error.status).toBe(401);
    expect(readSession()).toBeNull();
  });

  it('keeps the session on 403', async () => {
    logIn(['company_panel'], { company_id: 1 });
    answer(403, { error_messages: 'You cannot access this page.' });
    await failure(api.get('rounds'));
    expect(readSession()).not.toBeNull();
  });
});

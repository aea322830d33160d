import { decodeToken } from './jwt';
import { clearSession, readSession } from './session';
import type { paths } from './types.gen';

export const apiBase = '/api/v1';
const fallbackMessage = 'Something went wrong';

export type FieldErrors = Record<string, string[]>;

// ApiError is what every failed call throws: the status, the text to show and
// the per-field messages when the server sent {"error_messages": {"field": [...]}}.
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

// apiUrl is the address of a path under /api/v1 with its query; lists repeat
// the key, and the session's company_id is added unless one is given.
export function apiUrl(path: string, query: Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const token = readSession()?.token;
  const companyId = token ? decodeToken(token)?.company_id : undefined;
  if (companyId !== undefined && companyId !== null && !params.has('company_id')) {
    params.set('company_id', String(companyId));
  }
  const search = params.toString();
  return `${apiBase}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

async function send(method: string, url: string, body?: BodyInit, contentType?: string) {
  const headers = new Headers({ Accept: 'application/json' });
  if (contentType) headers.set('Content-Type', contentType);
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { method, headers, body });
  if (response.status === 401) clearSession();
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const messages = (body as { error_messages?: unknown } | null)?.error_messages;
  if (typeof messages === 'string' && messages !== '') return new ApiError(response.status, messages);
  if (messages && typeof messages === 'object') {
    const fieldErrors: FieldErrors = {};
    for (const [field, value] of Object.entries(messages)) {
      fieldErrors[field] = (Array.isArray(value) ? value : [value]).map(String);
    }
    const first = Object.values(fieldErrors).flat()[0];
    return new ApiError(response.status, first ?? fallbackMessage, fieldErrors);
  }
  return new ApiError(response.status, fallbackMessage);
}

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  return body?.data as T;
}

// The typed surface over the generated contract: a route is a key of
// `paths` without its /api/v1/ prefix, each call names its method, and the
// path parameters, query, body and answer all come from types.gen.ts. A
// renamed route, a method the route lacks, an unknown query parameter or a
// wrong body fails tsc; nothing is asserted per call.
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Route<K> = K extends `/api/v1/${infer R}` ? R : never;
export type ApiRoute = Route<keyof paths>;
type Operation<R extends ApiRoute, M extends Method> = NonNullable<paths[`/api/v1/${R}`][M]>;
// RoutesWith are the routes that answer method M.
export type RoutesWith<M extends Method> = {
  [R in ApiRoute]: paths[`/api/v1/${R}`][M] extends { responses: unknown } ? R : never;
}[ApiRoute];

type Parameters<O> = O extends { parameters: infer P } ? P : never;
type PathParams<O> = Parameters<O> extends { path: infer P } ? P : never;
type QueryParams<O> = Parameters<O> extends { query?: infer Q } ? NonNullable<Q> : never;
// Every route takes company_id: a platform admin names the company it acts
// for (the client adds the session's own otherwise).
type CompanyScope = { company_id?: number };
type ApiQuery<O> = ([QueryParams<O>] extends [never] ? object : QueryParams<O>) & CompanyScope;
type Content<O> = O extends { requestBody?: infer B } ? NonNullable<B> extends { content: infer C } ? C : never : never;
// A JSON body is its schema; a multipart body is the FormData the browser sends.
type RequestBody<O> = Content<O> extends { 'application/json': infer J } ? J : Content<O> extends { 'multipart/form-data': unknown } ? FormData : never;
type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
type AnswerData<O> = Answer<O> extends { data?: infer D } ? NonNullable<D> : never;

// A body whose fields are all optional may be left out.
type BodyOption<O> = [RequestBody<O>] extends [never]
  ? { body?: undefined }
  : object extends RequestBody<O>
    ? { body?: RequestBody<O> }
    : { body: RequestBody<O> };
type Options<O> = ([PathParams<O>] extends [never] ? { path?: undefined } : { path: PathParams<O> }) & BodyOption<O> & { query?: ApiQuery<O> };
// Args makes the options required when the route has path parameters or a
// body with a required field.
type Args<O> = [PathParams<O>] extends [never] ? (object extends BodyOption<O> ? [options?: Options<O>] : [options: Options<O>]) : [options: Options<O>];

// Data is what a route answers inside {"data": …}; Body is what it takes;
// Query its query parameters.
export type Data<R extends ApiRoute, M extends Method = 'get'> = AnswerData<Operation<R, M>>;
export type Body<R extends ApiRoute, M extends Method = 'post'> = RequestBody<Operation<R, M>>;
export type Query<R extends ApiRoute, M extends Method = 'get'> = ApiQuery<Operation<R, M>>;

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
type AnyOptions = { path?: object; query?: object; body?: unknown };

async function call(method: string, route: string, given: unknown) {
  const options = (given ?? {}) as AnyOptions;
  const params = (options.path ?? {}) as Record<string, string | number>;
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const url = apiUrl(path, (options.query ?? {}) as Record<string, QueryValue>);
  if (options.body instanceof FormData) return send(method, url, options.body);
  if (method === 'GET' || method === 'DELETE') return send(method, url);
  return send(method, url, JSON.stringify(options.body ?? {}), 'application/json');
}

export type PageMeta = { page: number; per_page: number; total: number };
export type Page<T> = { data: T; meta: PageMeta };

// api calls the server by route, e.g.
// api.post('requisitions/{id}/reject', { path: { id }, body: { reason } }).
export const api = {
  async get<R extends RoutesWith<'get'>>(route: R, ...[options]: Args<Operation<R, 'get'>>): Promise<Data<R>> {
    return data(await call('GET', route, options));
  },
  // getPage reads a list answer with its meta (page, per_page, total).
  async getPage<R extends RoutesWith<'get'>>(route: R, ...[options]: Args<Operation<R, 'get'>>): Promise<Page<Data<R>>> {
    const response = await call('GET', route, options);
    const body = (await response.json().catch(() => null)) as { data?: Data<R>; meta?: Partial<PageMeta> } | null;
    const meta = body?.meta ?? {};
    return { data: body?.data as Data<R>, meta: { page: meta.page ?? 1, per_page: meta.per_page ?? 20, total: meta.total ?? 0 } };
  },
  async post<R extends RoutesWith<'post'>>(route: R, ...[options]: Args<Operation<R, 'post'>>): Promise<Data<R, 'post'>> {
    return data(await call('POST', route, options));
  },
  async put<R extends RoutesWith<'put'>>(route: R, ...[options]: Args<Operation<R, 'put'>>): Promise<Data<R, 'put'>> {
    return data(await call('PUT', route, options));
  },
  async patch<R extends RoutesWith<'patch'>>(route: R, ...[options]: Args<Operation<R, 'patch'>>): Promise<Data<R, 'patch'>> {
    return data(await call('PATCH', route, options));
  },
  async delete<R extends RoutesWith<'delete'>>(route: R, ...[options]: Args<Operation<R, 'delete'>>): Promise<Data<R, 'delete'>> {
    return data(await call('DELETE', route, options));
  },
  // getFile reads the file the server answers, with its name.
  async getFile<R extends RoutesWith<'get'>>(route: R, ...[options]: Args<Operation<R, 'get'>>): Promise<DownloadedFile> {
    const response = await call('GET', route, options);
    const filename = filenameOf(response.headers.get('Content-Disposition')) ?? 'download';
    return { blob: await response.blob(), filename };
  },
  // postFile posts and returns the file the server answers with its name.
  async postFile<R extends RoutesWith<'post'>>(route: R, ...[options]: Args<Operation<R, 'post'>>): Promise<DownloadedFile> {
    const response = await call('POST', route, options);
    const filename = filenameOf(response.headers.get('Content-Disposition')) ?? 'download';
    return { blob: await response.blob(), filename };
  },
};

export type DownloadedFile = { blob: Blob; filename: string };

export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1].trim();
}

import { decodeToken } from './jwt';
import { clearSession, readSession } from './session';

export const apiBase = '/api/v1';
const fallbackMessage = 'Something went wrong';

export type FieldErrors = Record<string, string[]>;
export type Query = Record<string, string | number | boolean | Array<string | number> | undefined>;

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

export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
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

async function send(method: string, path: string, query: Query | undefined, body?: BodyInit, contentType?: string) {
  const headers = new Headers({ Accept: 'application/json' });
  if (contentType) headers.set('Content-Type', contentType);
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(path, query), { method, headers, body });
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

export async function get<T>(path: string, query?: Query): Promise<T> {
  return data<T>(await send('GET', path, query));
}

export type PageMeta = { page: number; per_page: number; total: number };
export type Page<T> = { data: T; meta: PageMeta };
// Meta is a page's meta where any part may be unknown.
export type Meta = Partial<PageMeta>;

// getPage reads a list answer with its meta (page, per_page, total).
export async function getPage<T>(path: string, query?: Query): Promise<Page<T>> {
  const response = await send('GET', path, query);
  const body = (await response.json().catch(() => null)) as { data?: T; meta?: Partial<PageMeta> } | null;
  const meta = body?.meta ?? {};
  return { data: body?.data as T, meta: { page: meta.page ?? 1, per_page: meta.per_page ?? 20, total: meta.total ?? 0 } };
}

export async function postJSON<T>(path: string, body: unknown, query?: Query): Promise<T> {
  return data<T>(await send('POST', path, query, JSON.stringify(body), 'application/json'));
}

// postMultipart lets the browser set the multipart boundary itself.
export async function postMultipart<T>(path: string, form: FormData, query?: Query): Promise<T> {
  return data<T>(await send('POST', path, query, form));
}

export async function putJSON<T>(path: string, body: unknown, query?: Query): Promise<T> {
  return data<T>(await send('PUT', path, query, JSON.stringify(body), 'application/json'));
}

export async function patchJSON<T>(path: string, body: unknown, query?: Query): Promise<T> {
  return data<T>(await send('PATCH', path, query, JSON.stringify(body), 'application/json'));
}

export async function del<T>(path: string, query?: Query): Promise<T> {
  return data<T>(await send('DELETE', path, query));
}

export type DownloadedFile = { blob: Blob; filename: string };

export async function postFile(path: string, body: unknown, query?: Query): Promise<DownloadedFile> {
  const response = await send('POST', path, query, JSON.stringify(body), 'application/json');
  const filename = filenameOf(response.headers.get('Content-Disposition')) ?? 'download';
  return { blob: await response.blob(), filename };
}

export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1].trim();
}

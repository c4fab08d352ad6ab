/** Requests of the route tests, through `app.inject` on the shared test app. */
import type { ApiError } from '@shop/domain';
import { expect } from 'vitest';
import { testApp } from './database.js';

export interface Reply<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw body, for binary and text replies. */
  payload: Buffer;
}

export interface RequestOptions {
  /** Value of the `root-category` header; null sends none. Martinique unless said otherwise. */
  region?: string | null;
  headers?: Record<string, string>;
}

/** `path?query` with the query's values encoded; undefined values are left out. */
export function url(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.append(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function get<T = unknown>(target: string, options: RequestOptions = {}): Promise<Reply<T>> {
  const app = await testApp();
  const region = options.region === undefined ? 'martinique' : options.region;
  const response = await app.inject({
    method: 'GET',
    url: target,
    headers: { ...(region === null ? {} : { 'root-category': region }), ...options.headers },
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: (type.startsWith('application/json') ? response.json() : response.body) as T,
    headers: response.headers,
    payload: response.rawPayload,
  };
}

/** GET expecting 200 and JSON. */
export async function getOk<T>(target: string, options: RequestOptions = {}): Promise<T> {
  const reply = await get<T>(target, options);
  expect(reply.status, `${target}: ${JSON.stringify(reply.body).slice(0, 500)}`).toBe(200);
  return reply.body;
}

/** Asserts an `ApiError` reply with this status and code, and returns it. */
export async function getError(
  target: string,
  status: number,
  errorCode: string,
  options: RequestOptions = {},
): Promise<ApiError> {
  const reply = await get<ApiError>(target, options);
  expect(reply.status, `${target}: ${JSON.stringify(reply.body).slice(0, 500)}`).toBe(status);
  expect(reply.body).toMatchObject({ status, errorCode, errorMessage: expect.any(String) });
  return reply.body;
}

import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { NETWORK_UI } from '@livra/shared/ui/network';
import { firstAnswer } from './first-answers';
import { currentLocale, messageInChosenLanguage, networkErrorInChosenLanguage, textInChosenLanguage } from './i18n';

export const NETWORK_ERROR_MESSAGE = 'Connexion impossible. Vérifiez votre connexion internet.';

/**
 * How long a request may take before it is given up (docs/decisions/011-checkout-on-bad-networks.md):
 * on a network that hangs rather than fails, the page shows `Réessayer` instead of a spinner forever.
 * Reads are small; a write may wait on the server's transaction; an upload carries a photo.
 */
export const READ_TIMEOUT_MS = 20_000;
export const WRITE_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The back-office's whole-list exports and backups: the server itself takes a while. */
export const LONG_REQUEST_TIMEOUT_MS = 120_000;
/** An upload that reports its progress is given up only when nothing moved for this long. */
export const UPLOAD_STALL_MS = 60_000;
export const TIMEOUT_CODE = 'TIMEOUT';

/** An error answered by the API (`{ error, code }`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  get isNetworkError() {
    return this.status === 0;
  }

  /** Given up after its time limit: the network hangs. Like a network error, nothing was answered. */
  get isTimeout() {
    return this.code === TIMEOUT_CODE;
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the time limit (READ_TIMEOUT_MS for GET, WRITE_TIMEOUT_MS otherwise). */
  timeoutMs?: number;
}

/** The error a request given up after its time limit fails with, in the chosen language. */
export function timeoutError(): ApiError {
  return new ApiError(0, textInChosenLanguage('network', NETWORK_UI, 'timeout'), TIMEOUT_CODE);
}

/**
 * A signal that aborts when `signal` does or when `ms` have passed (`AbortSignal.any` and
 * `AbortSignal.timeout` are missing from the older Chromes of cheap phones). `timedOut()` tells
 * which; `clear()` stops the clock once the answer has arrived.
 */
export function deadline(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

function fallbackMessage(status: number): string {
  if (status === 401) return messageInChosenLanguage(SHELL_MESSAGES.notAuthenticated);
  if (status === 403) return messageInChosenLanguage(SHELL_MESSAGES.forbidden);
  if (status === 404) return messageInChosenLanguage(SHELL_MESSAGES.notFound);
  if (status === 429) return messageInChosenLanguage(SHELL_MESSAGES.tooManyRequests);
  return messageInChosenLanguage(SHELL_MESSAGES.serverError);
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  // The server answers its messages in the chosen language (docs/decisions/009-languages.md).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...options.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const limit = deadline(options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS), options.signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: limit.signal,
    });
    // The clock runs until the whole answer is read: a body can hang as well as the headers.
    text = await response.text().catch((error: unknown) => {
      if (limit.timedOut()) throw error;
      return '';
    });
  } catch (error) {
    if (limit.timedOut()) throw timeoutError();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorInChosenLanguage(NETWORK_ERROR_MESSAGE), 'NETWORK_ERROR');
  } finally {
    limit.clear();
  }

  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const payload = (data ?? {}) as { error?: unknown; code?: unknown };
    const message =
      typeof payload.error === 'string' && payload.error ? payload.error : fallbackMessage(response.status);
    throw new ApiError(response.status, message, typeof payload.code === 'string' ? payload.code : undefined);
  }
  return data as T;
}

/** `path?key=value&…` without the empty values (`undefined` or `''`); `path` alone when none is left. */
export function withQuery(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions): Promise<T> => {
    // The page's first reads came in its HTML (first-answers.ts).
    const answer = firstAnswer(path) as Promise<T> | undefined;
    return answer ?? request<T>('GET', path, undefined, options);
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/**
 * Sends a multipart form (a photo: the JSON client does not), with the session cookie and the
 * upload time limit. Fails like the client when no answer comes; the caller reads the answer.
 */
export async function sendForm(path: string, form: FormData): Promise<Response> {
  const limit = deadline(UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLocale() },
      signal: limit.signal,
    });
    // Read here, inside the time limit; the caller reads the copy.
    const body = await response.text();
    const empty = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(empty ? null : body, { status: response.status, headers: response.headers });
  } catch {
    if (limit.timedOut()) throw timeoutError();
    throw new ApiError(0, networkErrorInChosenLanguage(NETWORK_ERROR_MESSAGE), 'NETWORK_ERROR');
  } finally {
    limit.clear();
  }
}

/** The French message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = SHELL_MESSAGES.serverError): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

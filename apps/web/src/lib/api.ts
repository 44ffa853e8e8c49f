import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { currentLocale, messageInChosenLanguage, networkErrorInChosenLanguage } from './i18n';

export const NETWORK_ERROR_MESSAGE = 'Connexion impossible. Vérifiez votre connexion internet.';

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
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorInChosenLanguage(NETWORK_ERROR_MESSAGE), 'NETWORK_ERROR');
  }

  const text = await response.text().catch(() => '');
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** The French message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = SHELL_MESSAGES.serverError): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

import { MESSAGES } from '@livra/shared/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, timeoutError, UPLOAD_STALL_MS } from '@/lib/api';

/**
 * Sends one file as `multipart/form-data` (field `file`) and reports the upload progress:
 * on a slow mobile network a photo takes a while, and fetch cannot tell how far it got.
 * Fails like the api client: an ApiError with the server's French message. A slow upload is let
 * run as long as it moves; one with no progress for UPLOAD_STALL_MS is given up.
 */
export function uploadFile<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    let stall: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        reject(timeoutError());
      }, UPLOAD_STALL_MS);
    };
    xhr.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onprogress = moved;
    xhr.onloadend = () => clearTimeout(stall);
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR'));
    xhr.onload = () => {
      let data: { error?: unknown; code?: unknown } | null = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const message = typeof data?.error === 'string' && data.error ? data.error : MESSAGES.serverError;
      reject(new ApiError(xhr.status, message, typeof data?.code === 'string' ? data.code : undefined));
    };
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
    moved();
  });
}

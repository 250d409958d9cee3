import { API_BASE, uploadedFileSchema, type UploadedFile, type UploadType } from '@fieldops/contract';
import { ApiError } from '../../lib/api-client';
import { getToken } from '../../lib/session';
import { i18n } from '../../i18n';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /image as multipart {type, file}, through XMLHttpRequest because fetch reports no upload
 * progress. `onProgress` gets 0–1. Resolves to the stored file; rejects with an ApiError
 * carrying the server's message (413 too large, 415 type not supported).
 */
export function uploadFile(type: UploadType, file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The type goes first so the server knows the rules before it reads the file.
    form.append('type', type);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/image`);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, i18n.t('errors.network'), 'NETWORK'));
    xhr.onload = () => {
      const body = parse(xhr.responseText) as { data?: unknown; message?: unknown; code?: unknown } | null;
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = typeof body?.message === 'string' ? body.message : i18n.t('errors.internal');
        reject(new ApiError(xhr.status, message, typeof body?.code === 'string' ? body.code : 'UNKNOWN'));
        return;
      }
      const parsed = uploadedFileSchema.safeParse(body?.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, i18n.t('errors.internal'), 'BAD_RESPONSE'));
    };
    xhr.send(form);
  });
}

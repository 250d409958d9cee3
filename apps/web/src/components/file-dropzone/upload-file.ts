import { uploadedFileSchema, type UploadedFile, type UploadType } from '@fieldops/contract';
import { apiUpload } from '../../lib/api-client';

/**
 * POST /image as multipart {type, file}; `onProgress` gets 0–1. Resolves to the stored file;
 * rejects with an ApiError carrying the server's message (413 too large, 415 type not supported).
 */
export function uploadFile(type: UploadType, file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  // The type goes first so the server knows the rules before it reads the file.
  form.append('type', type);
  form.append('file', file, file.name);
  return apiUpload('/image', form, uploadedFileSchema, onProgress);
}

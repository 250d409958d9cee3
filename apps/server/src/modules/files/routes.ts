import { envelope, idParamsSchema, uploadedFileSchema } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { readUpload } from './multipart.js';
import { deleteFile, saveUpload } from './service.js';

/** POST /image (multipart `type` then `file`) and DELETE /image/{id} (spec 2 §7 Files). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/image', {
    schema: {
      summary: 'Upload a file',
      operationId: 'uploadFile',
      tags: ['files'],
      description:
        'Multipart form with `type` (an upload type of the contract, sent first) and `file`. The type is found from the bytes. 201 `{ data: { id, fileURL, name, contentType, size } }`; 413 too big; 415 type not supported; 422 unknown type or no file.',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(uploadedFileSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(request);
      const saved = await saveUpload(app.db, app.storage, { ...upload, userId: user.id });
      return reply.status(201).send({ data: saved });
    },
  });

  app.delete('/image/:id', {
    schema: {
      summary: 'Delete an uploaded file',
      operationId: 'deleteFile',
      tags: ['files'],
      description:
        "A file follows the rights of its record: a store-result photo needs the right to re-save that result at its current status (no rep removes a photo of an approved result), an objective file an admin, a file attached nowhere its uploader or an admin. 404 when the record is outside the caller's area or the loose file is someone else's; 403 when the caller sees the record but may not change it.",
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteFile(app.db, app.storage, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  });
};

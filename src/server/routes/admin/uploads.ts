import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  blogAdminMessages as m,
  UPLOAD_FOLDERS,
  UPLOAD_MAX_BYTES,
  ZUploadImageResponseSchema,
  type TUploadFolder,
} from '../../../shared/schemas/blog-admin';
import { imageUrl } from '../../../shared/magazine/image-srcset';
import { AppError, badRequest } from '../../errors';
import { adminActor } from '../../plugins/admin-guard';
import { storeImage } from '../../services/images/store-image';

/** What an upload's shape can get wrong (the picture's own problems are store-image's words). */
export const uploadMessages = {
  notMultipart: 'Please send the picture as a form upload (multipart/form-data)',
  oneFile: 'Please upload one picture at a time',
  onlyFolderAndFile: 'An upload takes two fields only: folder, then file',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** The form's own bytes around the file (boundaries, part headers, the folder): far less than this. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, m.uploadTooLarge, 'PAYLOAD_TOO_LARGE');

const isUploadFolder = (value: unknown): value is TUploadFolder =>
  (UPLOAD_FOLDERS as readonly unknown[]).includes(value);

/**
 * `POST /api/admin/uploadImage` (issue 24): one picture for the editor, covers and authors,
 * multipart with the field `folder` first (the seed's `blog_images` or `author_image`), then the
 * file `file`. Multipart is registered in this scope only, with its own 10 MB limit; every other
 * call keeps the 1 MB JSON limit (ADR 040). The bytes decide what the picture is, never its name
 * or declared type; it is stored re-encoded, without metadata (store-image.ts), under a new id.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 1,
      parts: 3,
      fieldNameSize: 16,
      fieldSize: 64,
      headerPairs: 8,
    },
  });

  app.post(
    '/admin/uploadImage',
    {
      // After the admin guard (a parent's hook): a stranger learns nothing about the limit.
      onRequest: (request, _reply, done) => {
        const declared = Number(request.headers['content-length']);
        done(declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES ? tooLarge() : undefined);
      },
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (multipart: folder, then file), stored as WebP at every width',
        consumes: ['multipart/form-data'],
        response: {
          200: ZUploadImageResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
          413: ZErrorResponseSchema,
          415: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { folder, bytes } = await readUpload(request);
      const stored = await storeImage(app.db, bytes, {
        folder,
        uploadedBy: adminActor(request),
      });
      const widest = stored.widths.at(-1) ?? stored.width;
      return {
        success: true as const,
        msg: m.uploaded,
        image: { ...stored, url: imageUrl(stored.id, widest) },
      };
    },
  );
};

/**
 * The folder and the file's bytes, or a 4xx saying what is wrong with the form. The folder must
 * come first, so a form without one is refused before its file is read. The file's name is
 * never looked at.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ folder: TUploadFolder; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, uploadMessages.notMultipart, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let folder: TUploadFolder | null = null;
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'folder') throw badRequest(uploadMessages.onlyFolderAndFile);
        if (!isUploadFolder(part.value)) throw badRequest(m.uploadFolder);
        folder = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest(uploadMessages.onlyFolderAndFile);
      if (!folder) throw badRequest(m.uploadFolder);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (!folder) throw badRequest(m.uploadFolder);
  if (!bytes?.byteLength) throw badRequest(m.uploadMissing);
  return { folder, bytes };
}

/** A failure while reading the form, as the answer to send: never a 500 for a sender's form. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(uploadMessages.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(uploadMessages.onlyFolderAndFile);
    default:
      // A malformed body (no boundary, a part cut short, the sender gone): busboy's own errors.
      return badRequest(uploadMessages.unreadable);
  }
}

export default uploadRoutes;

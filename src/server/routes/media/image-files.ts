import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { parseImageUrl, parseShareImageUrl } from '../../../shared/magazine/image-srcset';
import { notFound } from '../../errors';
import { readImageRendition, readWidestRendition } from '../../services/images/read-image';
import { makeShareImage } from '../../services/images/share-image';

type ImageFile = { bytes: Buffer; etag: string };

/** The share pictures made lately, by image id: making one costs some 30 ms of this thread. */
const SHARE_IMAGES_KEPT_BYTES = 8 * 1024 * 1024;

/**
 * `GET /media/images/{id}-{width}.webp`: a stored image's WebP rendition (decision 17), and
 * `GET /media/images/{id}-1200x630.jpg`: its share picture for link previews, made from its
 * widest rendition (ADR 033). An image never changes once stored (a new picture is a new id), so
 * browsers and proxies keep either for a year; the ETag answers a revalidation with 304.
 */
const imageFileRoutes: FastifyPluginAsync = async (app) => {
  const shareImages = new LRUCache<string, ImageFile>({
    maxSize: SHARE_IMAGES_KEPT_BYTES,
    sizeCalculation: (file) => file.bytes.byteLength,
    // One make per id however many previews ask at once; an unknown id is not kept.
    fetchMethod: async (id) => {
      const widest = await readWidestRendition(app.db, id);
      return widest ? makeShareImage(widest) : undefined;
    },
  });

  app.get<{ Params: { file: string } }>(
    '/media/images/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = `/media/images/${request.params.file}`;
      const shareId = parseShareImageUrl(path);
      if (shareId) {
        const file = await shareImages.fetch(shareId);
        if (!file) throw notFound('No such image');
        return sendImage(request, reply, file, 'image/jpeg');
      }
      const ref = parseImageUrl(path);
      if (!ref) throw notFound('No such image');
      const rendition = await readImageRendition(app.db, ref.id, ref.width);
      if (!rendition) throw notFound('No such image');
      return sendImage(request, reply, rendition, 'image/webp');
    },
  );
};

function sendImage(request: FastifyRequest, reply: FastifyReply, file: ImageFile, type: string) {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return reply.status(304).send();
  }
  return reply.type(type).send(file.bytes);
}

export default imageFileRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { parseImageUrl } from '../../../shared/magazine/image-srcset';
import { notFound } from '../../errors';
import { readImageRendition } from '../../services/images/read-image';

/**
 * `GET /media/images/{id}-{width}.webp`: a stored image's WebP rendition (decision 17). An image
 * never changes once stored (a new picture is a new id), so browsers and proxies keep it for a
 * year; the ETag answers a revalidation with 304.
 */
const imageFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/media/images/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const ref = parseImageUrl(`/media/images/${request.params.file}`);
      if (!ref) throw notFound('No such image');
      const rendition = await readImageRendition(app.db, ref.id, ref.width);
      if (!rendition) throw notFound('No such image');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', rendition.etag);
      const match = request.headers['if-none-match'];
      if (
        match &&
        match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === rendition.etag)
      ) {
        return reply.status(304).send();
      }
      return reply.type('image/webp').send(rendition.bytes);
    },
  );
};

export default imageFileRoutes;

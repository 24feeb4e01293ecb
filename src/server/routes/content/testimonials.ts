import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFetchTestimonialsResponseSchema } from '../../../shared/schemas/content';
import { publicJsonRoute } from '../../plugins/public-reads';

/** What learners say about the teaching and the service: a public read under the admin prefix. */
const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fetchTestimonials',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['content'],
        summary: 'The testimonials in the order staff set (then oldest first)',
        response: { 200: ZFetchTestimonialsResponseSchema },
      },
    },
    (_request, reply) =>
      app.sendPublicJson(reply, async () => ({
        success: true,
        testimonials: await app.publicReads.testimonials(),
      })),
  );
};

export default testimonialRoutes;

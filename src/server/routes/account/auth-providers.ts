import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthProvidersResponseSchema,
  type TAuthProvidersResponse,
} from '../../../shared/schemas/account';
import type { Config } from '../../config';
import { publicJsonRoute } from '../../plugins/public-reads';

/** Which sign-in buttons the auth dialog shows: only providers configured with id and secret. */
const authProvidersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const providers: TAuthProvidersResponse['providers'] = [];
  if (opts.config.auth.google) providers.push('google');
  if (opts.config.auth.facebook) providers.push('facebook');

  app.get(
    '/auth-providers',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['account'],
        summary: 'The ways to sign in on this site',
        response: { 200: ZAuthProvidersResponseSchema },
      },
    },
    // Fixed while the process runs: serialized once, like the public reads' answers.
    (_request, reply) =>
      app.sendPublicJson(reply, async () => ({
        success: true,
        emailAndPassword: true,
        providers,
      })),
  );
};

export default authProvidersRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthProvidersResponseSchema,
  type TAuthProvidersResponse,
} from '../../../shared/schemas/account';
import type { Config } from '../../config';

/** Which sign-in buttons the auth dialog shows: only providers configured with id and secret. */
const authProvidersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const providers: TAuthProvidersResponse['providers'] = [];
  if (opts.config.auth.google) providers.push('google');
  if (opts.config.auth.facebook) providers.push('facebook');

  app.get(
    '/auth-providers',
    {
      schema: {
        tags: ['account'],
        summary: 'The ways to sign in on this site',
        response: { 200: ZAuthProvidersResponseSchema },
      },
    },
    async () => ({ success: true as const, emailAndPassword: true as const, providers }),
  );
};

export default authProvidersRoutes;

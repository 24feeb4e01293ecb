import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  ZFetchRiskProfileRequestSchema,
  ZRiskProfileResponseSchema,
  ZSaveRiskProfileRequestSchema,
} from '../../../shared/schemas/risk-profile';
import { signedInUser } from '../../plugins/auth';
import { findRiskProfileResult } from '../../services/planners/find-risk-profile-result';
import { saveRiskProfileResult } from '../../services/planners/save-risk-profile-result';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
};

/**
 * The risk profiler's two calls (seeds section 7). Registered inside routes/user-routes.ts, which
 * signs the caller in and refuses another user's `uid` or `id` with 403.
 */
const riskProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/saveRiskProfileResult',
    {
      schema: {
        tags: ['planners'],
        summary: 'Save a risk profile: the eight answers; the server computes the score',
        description:
          'Each answer is 250, 625 or 938. A sent `resultScore` is ignored: the score is the sum of the answers over 100 (decision 31). Every save is kept; the latest is the one shown.',
        body: ZSaveRiskProfileRequestSchema,
        response: { 200: ZRiskProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await saveRiskProfileResult(
        { db: app.db },
        signedInUser(request).id,
        request.body,
      );
      return { success: true as const, msg: 'Risk profile saved', result };
    },
  );

  app.post(
    '/user/fetchRiskProfileResult',
    {
      schema: {
        tags: ['planners'],
        summary: 'My latest saved risk profile',
        description: 'Answers 404 `NOT_FOUND` when nothing has been saved yet.',
        body: ZFetchRiskProfileRequestSchema,
        response: { 200: ZRiskProfileResponseSchema, ...errors, 404: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const result = await findRiskProfileResult({ db: app.db }, signedInUser(request).id);
      return { success: true as const, msg: 'Risk profile found', result };
    },
  );
};

export default riskProfileRoutes;

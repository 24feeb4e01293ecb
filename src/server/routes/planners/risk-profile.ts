import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plannerWords } from '../../../shared/config/paths';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  ZFetchRiskProfileRequestSchema,
  ZRiskProfileResponseSchema,
  ZSaveRiskProfileRequestSchema,
} from '../../../shared/schemas/risk-profile';
import { signedInUser } from '../../plugins/auth';
import { findRiskProfileResult } from '../../services/planners/find-risk-profile-result';
import { saveRiskProfileResult } from '../../services/planners/save-risk-profile-result';

// What the answers say, naming the planner's result by the registry's title.
const riskProfileMessages = {
  saved: `${plannerWords('riskProfile', 'start')} saved`,
  found: `${plannerWords('riskProfile', 'start')} found`,
} as const;

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
        summary: `Save a ${plannerWords('riskProfile')}: the eight answers; the server computes the score`,
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
      return { success: true as const, msg: riskProfileMessages.saved, result };
    },
  );

  app.post(
    '/user/fetchRiskProfileResult',
    {
      schema: {
        tags: ['planners'],
        summary: `My latest saved ${plannerWords('riskProfile')}`,
        description: 'Answers 404 `NOT_FOUND` when nothing has been saved yet.',
        body: ZFetchRiskProfileRequestSchema,
        response: { 200: ZRiskProfileResponseSchema, ...errors, 404: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const result = await findRiskProfileResult({ db: app.db }, signedInUser(request).id);
      return { success: true as const, msg: riskProfileMessages.found, result };
    },
  );
};

export default riskProfileRoutes;

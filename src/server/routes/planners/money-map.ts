import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  SAVE_MONEY_MAP_MESSAGES,
  ZSaveMoneyMapRequestSchema,
} from '../../../shared/schemas/save-money-map';
import { signedInUser } from '../../plugins/auth';
import { saveMoneyMap } from '../../services/planners/save-money-map';

const rates = z.object({
  inflation: z.number(),
  returns: z.object({ conservative: z.number(), moderate: z.number(), aggressive: z.number() }),
});

const ZSaveMoneyMapResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  moneyMap: z.object({
    id: z.string(),
    presentValue: z.number(),
    goal: z.string(),
    years: z.number(),
    rates,
    stepUp: z.number(),
    futureValue: z.number(),
    monthly: z.object({ debt: z.number(), assetAllocation: z.number(), equity: z.number() }),
    suggestedRoute: z.string(),
    stepUpMonthly: z.number(),
    createdAt: z.string(),
  }),
});

/**
 * Money Maps' save: a signed-in user's valid calculation is kept, one row per save. Registered
 * inside routes/user-routes.ts, which signs the caller in and refuses another user's `uid`.
 */
const moneyMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/saveMoneyMap',
    {
      schema: {
        tags: ['planners'],
        summary: 'Save a money map (the server recomputes every figure)',
        description:
          'Takes the inputs, and optionally the rates of the Assumptions panel (none means the goal’s defaults) and a yearly step-up (0 to 0.2). Figures sent with them are ignored: the stored ones are worked out from the inputs.',
        body: ZSaveMoneyMapRequestSchema,
        response: {
          200: ZSaveMoneyMapResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
          429: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const moneyMap = await saveMoneyMap({ db: app.db }, signedInUser(request).id, request.body);
      return { success: true as const, msg: SAVE_MONEY_MAP_MESSAGES.saved, moneyMap };
    },
  );
};

export default moneyMapRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plannerWords } from '../../../shared/config/paths';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  ZGetRetirementPlannerRequestSchema,
  ZGetRetirementPlannerResponseSchema,
  ZSaveRetirementRequestSchema,
  ZSaveRetirementResponseSchema,
} from '../../../shared/schemas/retirement-api';
import { signedInUser } from '../../plugins/auth';
import {
  findLatestRetirementPlan,
  saveRetirementPlan,
} from '../../services/planners/save-retirement-plan';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};

/**
 * The retirement planner's saves for the signed-in user (seeds section 7). Registered inside
 * routes/user-routes.ts, which signs the caller in and refuses another user's uid or userId.
 */
const retirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/saveRetirement',
    {
      schema: {
        tags: ['planners'],
        summary: `Save the ${plannerWords('retirementPlanner')}'s inputs`,
        description:
          'Keeps a new row per save (the history stays). The figures are recomputed from the inputs, the rates and the options; figures sent with them are ignored.',
        body: ZSaveRetirementRequestSchema,
        response: { 200: ZSaveRetirementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await saveRetirementPlan(app.db, signedInUser(request).id, {
        inputs: request.body.inputs,
        rates: request.body.rates,
        options: request.body.options,
      });
      return { success: true as const, msg: 'Retirement plan saved', result };
    },
  );

  app.post(
    '/user/getRetirementPlanner',
    {
      schema: {
        tags: ['planners'],
        summary: `The latest saved ${plannerWords('retirementPlanner')}'s inputs, to refill the form`,
        description: 'Answers 404 NOT_FOUND when the user has saved nothing yet.',
        body: ZGetRetirementPlannerRequestSchema,
        response: {
          200: ZGetRetirementPlannerResponseSchema,
          404: ZErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await findLatestRetirementPlan(app.db, signedInUser(request).id);
      return { success: true as const, msg: 'Latest retirement plan', result };
    },
  );
};

export default retirementRoutes;

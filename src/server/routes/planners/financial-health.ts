import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '../../../shared/config/paths';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  ZFinancialHealthCheckupResponseSchema,
  ZFinancialHealthHistoryResponseSchema,
  ZGetFinancialHealthRequestSchema,
  ZSaveFinancialHealthRequestSchema,
  ZSaveFinancialHealthResponseSchema,
} from '../../../shared/schemas/financial-health';
import { notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import {
  findFinancialHealthHistory,
  findLatestFinancialHealthCheckup,
  HISTORY_LIMIT,
} from '../../services/planners/find-financial-health-checkups';
import { saveFinancialHealthCheckup } from '../../services/planners/save-financial-health-checkup';

/** The planner's name, as the registry titles it. */
const checkUpName = paths.financialHealth.title;

const financialHealthMessages = {
  saved: 'Your check-up is saved',
  found: 'Your latest check-up',
  none: `You have not saved a ${checkUpName} yet`,
  history: 'Your past check-ups',
} as const;

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

/**
 * The Financial Check-up of the signed-in user (seed 000 section 7, decisions 5 and 14). Registered
 * inside routes/user-routes.ts, which signs the caller in and refuses other users' ids.
 */
const financialHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/saveFinancialHealthCheckup',
    {
      schema: {
        tags: ['planners'],
        summary: `Save a ${checkUpName} (a new row each time)`,
        description:
          '`inputs` holds every answer under the seeds’ keys and `activeStep`. The score is computed from the answers; a `finalScore` sent with them is ignored.',
        body: ZSaveFinancialHealthRequestSchema,
        response: {
          200: ZSaveFinancialHealthResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await saveFinancialHealthCheckup(
        { db: app.db },
        signedInUser(request).id,
        request.body.inputs,
      );
      return { success: true as const, msg: financialHealthMessages.saved, result };
    },
  );

  app.post(
    '/user/getFinancialHealthCheckup',
    {
      schema: {
        tags: ['planners'],
        summary: `My latest ${checkUpName}: score, date and answers`,
        body: ZGetFinancialHealthRequestSchema,
        response: {
          200: ZFinancialHealthCheckupResponseSchema,
          404: ZErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await findLatestFinancialHealthCheckup(
        { db: app.db },
        signedInUser(request).id,
      );
      if (!result) throw notFound(financialHealthMessages.none);
      return { success: true as const, msg: financialHealthMessages.found, result };
    },
  );

  app.post(
    '/user/getFinancialHealthHistory',
    {
      schema: {
        tags: ['planners'],
        summary: `My last ${HISTORY_LIMIT} ${checkUpName}s, newest first, with their answers`,
        body: ZGetFinancialHealthRequestSchema,
        response: {
          200: ZFinancialHealthHistoryResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const history = await findFinancialHealthHistory({ db: app.db }, signedInUser(request).id);
      return { success: true as const, msg: financialHealthMessages.history, history };
    },
  );
};

export default financialHealthRoutes;

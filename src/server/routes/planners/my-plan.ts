import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponseSchema } from '../../../shared/schemas/account';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  MY_PLAN_MESSAGES as m,
  ZGetPlanRequestSchema,
  ZPlanResponseSchema,
  ZRemoveGoalRequestSchema,
  ZRiskBandResponseSchema,
  ZSavePlanCapacityRequestSchema,
  ZUpdateGoalRequestSchema,
} from '../../../shared/schemas/my-plan';
import { signedInUser } from '../../plugins/auth';
import {
  followedRiskBand,
  readPlan,
  removeGoal,
  savePlanCapacity,
  updateGoal,
} from '../../services/planners/my-plan';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
};

/**
 * My plan's calls (issue 25): the signed-in user's goals as one plan, what they can invest each
 * month, and the changes they make to a goal. Registered inside routes/user-routes.ts, which signs
 * the caller in and refuses another user's `uid`; a goal id that is not the caller's answers 404.
 * Each change answers with the plan as it now stands, so the page shows the new gap at once.
 */
const myPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const planOf = async (userId: string, msg: string) => ({
    success: true as const,
    msg,
    plan: await readPlan(app.db, userId),
  });

  app.post(
    '/user/getPlan',
    {
      schema: {
        tags: ['planners'],
        summary: 'My plan: every goal, the total monthly SIP, and what closes a gap',
        body: ZGetPlanRequestSchema,
        response: { 200: ZPlanResponseSchema, ...errors },
      },
    },
    async (request) => planOf(signedInUser(request).id, m.plan),
  );

  app.post(
    '/user/getRiskBand',
    {
      schema: {
        tags: ['planners'],
        summary: 'The risk band the planners should follow, from my latest saved answers',
        body: ZGetPlanRequestSchema,
        response: { 200: ZRiskBandResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.riskBand,
      riskBand: await followedRiskBand(app.db, signedInUser(request).id),
    }),
  );

  app.post(
    '/user/savePlanCapacity',
    {
      schema: {
        tags: ['planners'],
        summary: 'Keep what I can invest each month across all goals',
        body: ZSavePlanCapacityRequestSchema,
        response: { 200: ZPlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await savePlanCapacity(app.db, userId, request.body.monthlyCapacity);
      return planOf(userId, m.capacitySaved);
    },
  );

  app.post(
    '/user/updateGoal',
    {
      schema: {
        tags: ['planners'],
        summary: 'Rename, reorder, move or re-fund one of my goals',
        body: ZUpdateGoalRequestSchema,
        response: { 200: ZPlanResponseSchema, 404: ZErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await updateGoal(app.db, userId, request.body);
      return planOf(userId, m.goalSaved);
    },
  );

  app.post(
    '/user/removeGoal',
    {
      schema: {
        tags: ['planners'],
        summary: 'Remove one of my goals (its saved money map, or my retirement plan)',
        body: ZRemoveGoalRequestSchema,
        response: { 200: ZMessageResponseSchema, 404: ZErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeGoal(app.db, signedInUser(request).id, request.body.goalId);
      return { success: true as const, msg: m.goalRemoved };
    },
  );
};

export default myPlanRoutes;

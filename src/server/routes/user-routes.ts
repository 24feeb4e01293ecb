import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnIds } from '../plugins/auth';
import userAccountRoutes from './account/user-account';
import moneyMapRoutes from './planners/money-map';
import myPlanRoutes from './planners/my-plan';
import riskProfileRoutes from './planners/risk-profile';
import financialHealthRoutes from './planners/financial-health';
import retirementRoutes from './planners/retirement';

/**
 * Every `user/*` call, behind one pair of hooks: the caller must be signed in, and (decision 3) a
 * body or query naming another user is refused with 403. The second runs on the parsed body before
 * the schemas drop fields they do not know. A new user call is a plugin registered here.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('preValidation', async (request) => {
    assertOwnIds(request, request.body);
    assertOwnIds(request, request.query);
  });

  await app.register(userAccountRoutes);
  await app.register(moneyMapRoutes);
  await app.register(riskProfileRoutes);
  await app.register(financialHealthRoutes);
  await app.register(retirementRoutes);
  await app.register(myPlanRoutes);
};

export default userRoutes;

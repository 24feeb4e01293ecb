import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '../../../shared/config/paths';
import { ZMessageResponseSchema } from '../../../shared/schemas/account';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  MONEY_MAP_MESSAGES,
  SAVE_MONEY_MAP_MESSAGES,
  ZDeleteMoneyMapRequestSchema,
  ZGetMoneyMapsRequestSchema,
  ZGetMoneyMapsResponseSchema,
  ZSaveMoneyMapRequestSchema,
  ZSaveMoneyMapResponseSchema,
} from '../../../shared/schemas/save-money-map';
import { notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { deleteMoneyMap, findMoneyMaps } from '../../services/planners/money-map-list';
import { saveMoneyMap } from '../../services/planners/save-money-map';

/**
 * Money Maps' save: a signed-in user's valid calculation is kept, one row per save; beyond the
 * seeds, the list of them (for /profile) and a delete. Registered inside routes/user-routes.ts,
 * which signs the caller in and refuses another user's `uid`.
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

  app.post(
    '/user/getMoneyMaps',
    {
      schema: {
        tags: ['planners'],
        summary: `My goals saved from ${paths.moneyMap.title}, latest first`,
        body: ZGetMoneyMapsRequestSchema,
        response: {
          200: ZGetMoneyMapsResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const moneyMaps = await findMoneyMaps({ db: app.db }, signedInUser(request).id);
      return { success: true as const, msg: MONEY_MAP_MESSAGES.list, moneyMaps };
    },
  );

  app.post(
    '/user/deleteMoneyMap',
    {
      schema: {
        tags: ['planners'],
        summary: `Delete one of my goals saved from ${paths.moneyMap.title}`,
        body: ZDeleteMoneyMapRequestSchema,
        response: {
          200: ZMessageResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      if (!(await deleteMoneyMap({ db: app.db }, userId, request.body.moneyMapId))) {
        throw notFound(MONEY_MAP_MESSAGES.notFound);
      }
      return { success: true as const, msg: MONEY_MAP_MESSAGES.deleted };
    },
  );
};

export default moneyMapRoutes;

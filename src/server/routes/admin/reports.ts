import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  ZReportDownloadQuerySchema,
  ZReportLinkResponseSchema,
  ZReportNameSchema,
  type ReportName,
} from '../../../shared/schemas/reports';
import { badRequest } from '../../errors';
import { adminActor } from '../../plugins/admin-guard';
import {
  mintDownloadTicket,
  redeemDownloadTicket,
  TICKET_REFUSED_MESSAGE,
} from '../../services/reports/download-tickets';
import { reports } from '../../services/reports/registry';
import { streamReport } from '../../services/reports/stream-report';

/** The path of the download link (under the API's prefix); it takes the ticket, no bearer. */
const DOWNLOAD_PATH = '/admin/reports/download';

/**
 * The seeds' report calls (section 7) keep their paths, under the admin guard: each mints the
 * link to its report's file rather than answering the file, so that the browser can save it
 * as it streams (a bearer call's answer would have to be held whole in the page).
 */
const SEED_CALLS: readonly (readonly [path: string, report: ReportName])[] = [
  ['/admin/getSubscribers', 'subscribers'],
  ['/admin/fetchMoneyMapResult', 'moneymap'],
  ['/admin/retirementPlannerResult', 'retirement_planner'],
  ['/admin/financialHealthResult', 'financialHealth_result'],
  ['/admin/fetchRiskProfileResult', 'riskProfile_result'],
];

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

/** The India date of `now` as YYYY-MM-DD, for the file's name. */
const indiaDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/**
 * Minting a report's download link: registered under the admin guard (admin-routes.ts).
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const downloadUrl = (token: string) =>
    `${app.prefix}${DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;

  const mint = async (
    actor: ReturnType<typeof adminActor>,
    name: ReportName,
    rawParams: unknown,
  ) => {
    const parsed = reports[name].params.safeParse(rawParams);
    if (!parsed.success) {
      throw badRequest(parsed.error.issues[0]?.message ?? 'These report options are not valid');
    }
    const params = (parsed.data ?? {}) as Record<string, unknown>;
    const token = await mintDownloadTicket(app.db, actor, name, params);
    return { success: true as const, msg: 'Downloading', url: downloadUrl(token) };
  };

  app.post(
    '/admin/reports/:report/token',
    {
      schema: {
        tags: ['admin'],
        summary: "A report's download link: single use, for one minute (the body: its options)",
        params: z.object({ report: ZReportNameSchema }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZReportLinkResponseSchema, ...errors },
      },
    },
    async (request) => mint(adminActor(request), request.params.report, request.body),
  );

  for (const [path, name] of SEED_CALLS) {
    app.get(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: `The ${name} report's download link (the seeds' call; single use, one minute)`,
          response: { 200: ZReportLinkResponseSchema, ...errors },
        },
      },
      async (request) => mint(adminActor(request), name, {}),
    );
  }
};

/**
 * The download itself: a plain link the browser follows (a link carries no header), so it is not
 * under the admin guard; its single-use ticket, minted by a guarded call a moment before, is the
 * proof. The CSV streams from the database to the browser, which saves it to disk.
 */
export const reportDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "A report's CSV file, by the token of a download link (no bearer needed)",
        querystring: ZReportDownloadQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const ticket = await redeemDownloadTicket(app.db, request.query.token);
      const name = ZReportNameSchema.safeParse(ticket.report);
      if (!name.success) throw badRequest(TICKET_REFUSED_MESSAGE, 'INVALID_TOKEN');
      const report = reports[name.data];
      const fileName = `${report.filePrefix}${indiaDate(new Date())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(streamReport(app.database, report, ticket.params));
    },
  );
};

export default reportRoutes;

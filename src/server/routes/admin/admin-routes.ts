import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../plugins/admin-guard';
import adminAccountRoutes from './admins';
import adminSessionRoutes, { adminSignInRoutes } from './admin-session';
import auditLogRoutes from './audit-log';
import blogAdminRoutes from './blog-admin';
import enquiryRoutes from './enquiries';
import contentAdminRoutes from './content-admin';
import eventsAdminRoutes from './events-admin';
import magazineAdminRoutes from './magazine-admin';
import outboxRoutes from './outbox';
import reportRoutes, { reportDownloadRoutes } from './reports';
import peopleRoutes from './people';
import subscriberRoutes from './subscribers';
import uploadRoutes from './uploads';

/**
 * Every admin call. Sign-in is open; everything else is registered inside `adminOnly`, which
 * applies the admin guard once to the whole tree, so a new admin route is guarded by being put
 * here. (The public reads under the admin/ prefix, decision 4, live with their content routes.)
 */
const adminRoutes: FastifyPluginAsync<{ wholeOutboxLinks: boolean }> = async (
  api,
  { wholeOutboxLinks },
) => {
  await api.register(adminSignInRoutes);
  // A report's file: its single-use link's ticket is the proof (the guarded call minted it).
  await api.register(reportDownloadRoutes);
  await api.register(
    adminOnly(async (guarded) => {
      await guarded.register(adminSessionRoutes);
      await guarded.register(outboxRoutes, { wholeLinks: wholeOutboxLinks });
      await guarded.register(reportRoutes);
      await guarded.register(subscriberRoutes);
      await guarded.register(peopleRoutes);
      await guarded.register(adminAccountRoutes);
      await guarded.register(enquiryRoutes);
      await guarded.register(auditLogRoutes);
      await guarded.register(magazineAdminRoutes);
      await guarded.register(blogAdminRoutes);
      await guarded.register(contentAdminRoutes);
      await guarded.register(eventsAdminRoutes);
      await guarded.register(uploadRoutes);
    }),
  );
};

export default adminRoutes;

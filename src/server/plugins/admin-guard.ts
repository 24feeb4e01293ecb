import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasAdminRole } from '../auth/roles';
import { forbidden, unauthorized } from '../errors';
import type { AdminActor } from '../services/admin/audit';
import { signedInUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every admin route: the request must carry an admin's bearer token
     * (`Authorization: Bearer <token>` from POST /api/admin/authenticate). No or a bad token: 401;
     * a valid token of an account that is not an admin: 403. It sets `request.currentUser` and
     * `request.currentSession`.
     */
    requireAdmin: onRequestAsyncHookHandler;
    /** Every route registered inside `adminOnly` (method and URL), so a test can try each one. */
    guardedAdminRoutes: { method: string; url: string }[];
  }
}

const BEARER = /^bearer\s+(\S+)\s*$/i;

export default fp(
  async function adminGuard(app: FastifyInstance) {
    app.decorate('guardedAdminRoutes', []);
    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      // Only the bearer token counts, never a cookie: admin calls cannot be forged by another site.
      const authorization = request.headers.authorization;
      if (!authorization || !BEARER.test(authorization)) {
        throw unauthorized('Please sign in as an admin');
      }
      // No refresh: an admin token lasts one day from sign-in, however much it is used.
      const signedIn = await app.auth.api.getSession({
        headers: new Headers({ authorization }),
        query: { disableRefresh: true },
      });
      if (!signedIn) throw unauthorized('Your admin session has ended. Please sign in again');
      if (!hasAdminRole(signedIn.user.role)) throw forbidden('This needs an admin account');
      request.currentUser = signedIn.user;
      request.currentSession = signedIn.session;
    });
  },
  { name: 'admin-guard', dependencies: ['auth'] },
);

/**
 * Wraps a plugin of admin routes so that every route in it is guarded, in one place (like an
 * `autohooks` file): routes/admin/admin-routes.ts registers every admin route through it.
 */
export function adminOnly<Options extends Record<string, unknown>>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, opts) => {
    scope.addHook('onRequest', scope.requireAdmin);
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') scope.guardedAdminRoutes.push({ method, url: route.url });
      }
    });
    await scope.register(routes, opts);
  };
}

/** The signed-in admin of a guarded request, as the audit log names them. */
export function adminActor(request: FastifyRequest): AdminActor {
  const user = signedInUser(request);
  return { id: user.id, name: user.username ?? user.name };
}

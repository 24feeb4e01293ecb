import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the site's e-mails: SMTP when SMTP_URL is set, otherwise the outbox table and the log. */
    mailer: Mailer;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { config: Config }) {
    const mailer = createMailer({ config: opts.config.mail, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    // Messages still on their way are delivered before the server stops.
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);

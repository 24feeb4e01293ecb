import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; routes and services take it from here. */
    db: Db;
    database: Database;
  }
}

/**
 * Makes the opened database available to every route. Opening, migrating and seeding happen
 * before the app is built (server.ts, tests), so that a broken database stops start-up early.
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);

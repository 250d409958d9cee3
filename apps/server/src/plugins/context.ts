import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { DbOrTx, DatabaseHandle } from '../db/client.js';
import type { Mailer } from './mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DbOrTx;
    dbDriver: DatabaseHandle['driver'];
    mailer: Mailer;
  }
}

/** What every module needs: configuration, the database and the mailer. */
export const contextPlugin = fp(
  async (app: FastifyInstance, deps: { config: Config; database: Pick<DatabaseHandle, 'db' | 'driver'>; mailer: Mailer }) => {
    app.decorate('config', deps.config);
    app.decorate('db', deps.database.db);
    app.decorate('dbDriver', deps.database.driver);
    app.decorate('mailer', deps.mailer);
  },
  { name: 'context' },
);

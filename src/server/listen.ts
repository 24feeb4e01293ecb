import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Listens on every address in `hosts`, on one port: Fastify's own server on the first, and a plain
 * node:http server on each of the others that hands its requests to the same Fastify handler (a
 * default install answers at 127.0.0.1 and at [::1]; Fastify listens on one address only). An
 * address the machine lacks (no IPv6, say) is skipped with a warning, unless it is the only one.
 * The extra servers close with the app. Returns the addresses listened on.
 */
export async function listenOnHosts(
  app: FastifyInstance,
  hosts: readonly string[],
  port: number,
): Promise<AddressInfo[]> {
  const [first, ...others] = hosts;
  if (!first) throw new Error('No address to listen on');
  const extras: http.Server[] = [];
  // Added before listening: Fastify takes no hooks once it has started.
  app.addHook('onClose', async () => {
    await Promise.all(
      extras.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  });
  await app.listen({ host: first, port });
  const main = app.server.address() as AddressInfo;
  const addresses = [main];
  const handle = app.server.listeners('request')[0] as http.RequestListener;
  for (const host of others) {
    const server = http.createServer(handle);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host, port: main.port }, () => resolve());
      });
      extras.push(server);
      addresses.push(server.address() as AddressInfo);
    } catch (error) {
      app.log.warn({ err: error }, `not listening on ${host} (this machine does not offer it)`);
    }
  }
  return addresses;
}

/**
 * Closes the app for a shutdown: no new connections, the requests in flight finished, then the
 * onClose hooks. Fastify closes the connections idle when it starts; a connection busy then (a
 * load balancer's kept-alive one, say) would stay open after its answer until the client left or
 * the keep-alive timeout ran out, and hold the close that long. So connections are closed as soon
 * as they are idle, checked every `everyMs`, until the app has closed.
 */
export async function closeApp(app: FastifyInstance, everyMs = 100): Promise<void> {
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), everyMs);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
  }
}

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { closeApp } from './listen';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('closeApp', () => {
  it('finishes a request in flight, then closes its kept-alive connection instead of waiting for the client', async () => {
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));

    // A request in flight when the shutdown starts: its body is not all there yet.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    socket.write(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:3000\r\n' +
        'Origin: http://localhost:3000\r\nContent-Type: application/json\r\n' +
        `Connection: keep-alive\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const closing = closeApp(t.app, 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(body.slice(10));

    // The client never leaves: the server answers, then closes the connection itself.
    await closing;
    expect(performance.now() - started).toBeLessThan(2_000);
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
  });
});

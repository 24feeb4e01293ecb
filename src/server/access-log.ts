import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';

/**
 * What the access log says of a request, as Fastify's `req` serializer reads it (a Fastify
 * request is one; the kept answers make one of the raw request): method, URL, host, the client's
 * address (`ip`, after TRUST_PROXY) and port.
 */
export type LoggedRequest = {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

export type RequestOutcome = {
  /** The request id, when the logger is not already bound to it (Fastify's request logger is). */
  reqId?: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
  /** Answered from the kept answers, before Fastify (ADR 027). */
  kept?: true;
  err?: Error;
};

/**
 * The one access-log line of a request, written when it is answered (ADR 031): "request
 * completed" at `info` with its id, method, URL, host, client address and port, status and
 * response time; "request errored" at `error`, with the error, when the reply failed. Fastify's
 * requests (through `AccessLogController`) and the kept answers (kept-answers.ts) both write it
 * here, so the two kinds of line have one shape.
 */
export function logRequest(
  log: FastifyBaseLogger,
  req: LoggedRequest,
  { reqId, statusCode, responseTime, kept, err }: RequestOutcome,
): void {
  const line = {
    ...(reqId !== undefined && { reqId }),
    req,
    res: { statusCode },
    responseTime,
    ...(kept && { kept }),
  };
  if (err) log.error({ ...line, err }, 'request errored');
  else log.info(line, 'request completed');
}

/**
 * Fastify's per-request log lines made one: Fastify writes "incoming request" when a request
 * arrives and "request completed" when it is answered, two lines for one request; this writes
 * only the second, carrying what the first had (`logRequest`). Fastify's other lines (the error
 * handler's, a stream error, a request refused while closing) are unchanged.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logRequest(request.log, request, {
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      ...(error && { err: error }),
    });
  }
}

/** Bytes of log lines gathered before they are written (unless a flush comes first). */
const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in that buffer when few are written. */
const LOG_FLUSH_MS = 1000;

/**
 * Where the server's log goes: standard output, written asynchronously in chunks of about 4 KB
 * (at most a second late) rather than one write per line. pino writes what is left synchronously
 * when the process exits (`process.exit`, the end of the event loop, an uncaught error) and at
 * every `fatal` line: nothing written before an exit is lost (server-log-process.test.ts).
 */
export function logDestination() {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/** A kept answer's access-log line: what `logRequest` says of it (kept-answers.ts). */
export type KeptLine = {
  reqId: string;
  url: string;
  /** The `Accept-Version` header, which Fastify's serializer logs as `version`. */
  version: string | undefined;
  host: string | undefined;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
  statusCode: number;
  responseTime: number;
};

/** pino's level number for `info`. */
const INFO = 30;

/**
 * Writes a kept answer's "request completed" line straight to the log's destination, as pino
 * writes `logRequest`'s for it (the same fields in the same order, each value escaped by
 * JSON.stringify), without pino's per-line work: building the object, the serializers, its
 * generic stringifier. A kept answer costs a few microseconds, and that work cost as much again
 * (ADR 031); the test in kept-answers.int.test.ts compares the two lines.
 */
export function keptLineWriter(destination: { write(line: string): unknown }) {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  const text = (name: string, value: string | undefined) =>
    value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
  return (line: KeptLine) => {
    destination.write(
      `{"level":${INFO},"time":${Date.now()}${base},"reqId":${JSON.stringify(line.reqId)},` +
        `"req":{"method":"GET","url":${JSON.stringify(line.url)}` +
        `${text('version', line.version)}${text('host', line.host)}` +
        `${text('remoteAddress', line.remoteAddress)}` +
        `${line.remotePort === undefined ? '' : `,"remotePort":${line.remotePort}`}},` +
        `"res":{"statusCode":${line.statusCode}},"responseTime":${line.responseTime},` +
        `"kept":true,"msg":"request completed"}\n`,
    );
  };
}

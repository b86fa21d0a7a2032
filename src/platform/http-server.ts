import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, HttpLimits } from '../config.js';
import { API_PREFIX } from './http.js';
import { ApiError, badRequest, renderError } from './errors.js';
import type { AreasByPath } from './error-areas.js';

/** Headers must arrive quickly even when a large body may take longer. */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their time limits. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** How often `closeStalledConnections` looks, at most (twice within a shorter idle timeout). */
const STALL_CHECK_INTERVAL_MS = 1_000;
/**
 * How long past the keep-alive timeout it advertises Node closes an idle connection (so that a client
 * reusing it just in time is not cut off), and the same grace before a stalled answer's connection is.
 */
const KEEP_ALIVE_GRACE_MS = 1_000;

/**
 * Fastify options that bound how long a client can keep the server waiting, and what it is told. A
 * connection with an answer under way is bounded by `closeStalledConnections`.
 */
export function boundedServerOptions(limits: HttpLimits, areas: AreasByPath): Partial<FastifyHttpOptions<Server>> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      keepAliveTimeoutBuffer: KEEP_ALIVE_GRACE_MS,
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, areas),
  };
}

/**
 * Closes every connection that has moved no byte either way for `idleMs` (and the keep-alive grace): a
 * client that stopped reading its download, or went away without closing while its answer was under
 * way. Idle keep-alive connections are closed by Node's keep-alive timeout, and connections that never
 * send a whole request by its headers and request timeouts; this bounds the rest.
 * Node's socket timeout (Fastify's `connectionTimeout`) did it with a timer re-armed on every read and
 * write, and swapped with the keep-alive timer twice a request: 1 % of the service's CPU on a small
 * read (`perf`, the unread count at 50 connections). A look over the open connections every second
 * costs a request nothing. Answers the function that stops looking.
 */
export function closeStalledConnections(server: Server, idleMs: number): () => void {
  const moved = new Map<Socket, { bytes: number; at: number }>();
  server.on('connection', (socket: Socket) => {
    moved.set(socket, { bytes: 0, at: performance.now() });
    socket.once('close', () => moved.delete(socket));
  });
  const look = () => {
    const now = performance.now();
    for (const [socket, last] of moved) {
      const bytes = socket.bytesRead + socket.bytesWritten;
      if (bytes !== last.bytes) {
        last.bytes = bytes;
        last.at = now;
      } else if (now - last.at >= idleMs + KEEP_ALIVE_GRACE_MS) {
        socket.destroy();
      }
    }
  };
  const looking = setInterval(look, Math.min(STALL_CHECK_INTERVAL_MS, idleMs / 2)).unref();
  return () => clearInterval(looking);
}

type ResponseHeaders = Record<string, string>;

/**
 * Headers on every answer: no sniffing of content types, no framing, no referrer leaking ids, and
 * nothing an API answer holds kept in a shared or browser cache. The docs page may be cached and
 * needs its scripts, so it gets only the first three. The bench's baselines answer with the same.
 */
export function securityHeaders(publicUrl: string | null): { api: ResponseHeaders; other: ResponseHeaders } {
  const other: ResponseHeaders = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  if (publicUrl?.startsWith('https://')) other['strict-transport-security'] = 'max-age=31536000';
  const api = { ...other, 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  return { api, other };
}

/** The onRequest hook that puts the request id and the security headers on every answer. */
export function standardHeaders(config: Config) {
  const { api, other } = securityHeaders(config.publicUrl);
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('x-request-id', req.id);
    reply.headers(req.url.startsWith('/docs') ? other : api);
    done();
  };
}

/** The API's security headers as raw header lines, for answers written straight to the socket. */
const CLIENT_ERROR_HEADERS = Object.entries(securityHeaders(null).api)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * What Node's HTTP parser refuses before any route runs (headers too large, a byte that is not HTTP,
 * a request not received in time) answered in the area's error shape instead of Fastify's own body.
 */
function answerClientError(error: ConnectionError, socket: Socket, areas: AreasByPath): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const apiError = clientErrorOf(error);
    // Node hands the bytes it could not parse as a Buffer, whatever Fastify's type says.
    const body = JSON.stringify(renderError(areas.of(requestPath(error.rawPacket as unknown as Buffer | undefined)), apiError));
    socket.write(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${CLIENT_ERROR_HEADERS}\r\n${body}`,
    );
  }
  socket.destroy();
}

function clientErrorOf(error: ConnectionError): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'request_header_fields_too_large', 'The request headers are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'The request was not received in time.');
    default:
      return badRequest('invalid_request', 'The request is not valid HTTP.');
  }
}

/** The path of the request line, when the parser kept it, to pick the area's error shape. */
function requestPath(rawPacket: Buffer | undefined): string {
  const line = rawPacket?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  const path = line.split(' ')[1] ?? '';
  return path.startsWith(API_PREFIX) ? path : '';
}

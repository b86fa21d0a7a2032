/**
 * Requests over raw HTTP, so that bodies, headers and paths reach the server exactly as written:
 * malformed JSON, wrong content types, chunked bodies, undecodable paths.
 */
import { after } from 'node:test';
import http from 'node:http';

export interface Sent {
  method: string;
  /** Relative to /api/v1, already percent-encoded where it needs to be. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with chunked transfer encoding instead of a Content-Length. */
  chunked?: boolean;
}

export interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
  ms: number;
}

export type Send = (req: Sent) => Promise<Got>;

let forwarded = 0;
/**
 * A different client address for every request: with TRUST_PROXY, login and sign-up (10 a minute per
 * IP) never answer a 429 standing in for the answer under test.
 */
const nextAddress = () => {
  forwarded += 1;
  return `10.${(forwarded >> 16) & 255}.${(forwarded >> 8) & 255}.${forwarded & 255}`;
};

/** A sender for the API under `base` (the server's /api/v1 URL), its connections closed when the file ends. */
export function rawSender(base: string): Send {
  const url = new URL(base);
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 20 });
  after(() => keepAlive.destroy());
  return (req) => {
    const started = Date.now();
    const headers = headersOf(req);
    // Large and chunked bodies may be refused before they are read: their connection is not reused.
    const agent = req.chunked || (req.body?.length ?? 0) > 65536 ? false : keepAlive;
    return new Promise((resolve, reject) => {
      const request = http.request({ host: url.hostname, port: url.port, method: req.method, path: url.pathname + req.path, headers, agent }, (res) => {
        // An event stream never ends by itself: its first lines are its answer, then it is left.
        if (res.statusCode === 200 && res.headers['content-type'] === 'text/event-stream') {
          res.once('data', (chunk: Buffer) => {
            resolve({ status: 200, headers: res.headers, text: chunk.toString('utf8'), json: undefined, ms: Date.now() - started });
            request.destroy();
          });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, text, json: parsed(text), ms: Date.now() - started });
        });
      });
      request.on('error', reject);
      request.end(req.body);
    });
  };
}

function headersOf(req: Sent): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    if (req.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(Buffer.byteLength(req.body));
  }
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
  // An empty content type means none at all.
  if (headers['content-type'] === '') delete headers['content-type'];
  return headers;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

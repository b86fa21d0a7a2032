/**
 * Checks each answer against the OpenAPI document the service serves: its status is one the operation
 * lists, its Content-Type one that status describes, and a JSON body validates against that status's
 * schema. The serializer writes what a route returns without refusing anything the schema forbids (a
 * null in a field whose enum lacks it reaches the wire), so only a check of the written bytes catches
 * what a validating client or a generated one would choke on. The test server fails a file on any
 * violation; it costs a parse and a validation per answer, so the service does not run it by default.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORMATS } from './validation.js';

export interface ResponseViolation {
  /** `GET /api/v1/coupons/:coupon_id`: the method and the route's pattern. */
  operation: string;
  status: number;
  requestId: string;
  problem: string;
}

interface Media {
  schema?: object;
}
interface DocumentedResponse {
  content?: Record<string, Media>;
}
interface Operation {
  responses?: Record<string, DocumentedResponse>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const DOCUMENT_ID = 'served-document';

/** Parameters by position, so the router's `:id` and `*` meet the document's `{id}`. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}|:\w+|\*/g, '{}');
/** A JSON Pointer segment (RFC 6901). */
const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export class ResponseContract {
  private readonly ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    formats: FORMATS,
    logger: false,
  });
  private readonly operations = new Map<string, { path: string; method: string; operation: Operation }>();
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.ajv.addSchema(document as object, DOCUMENT_ID);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        this.operations.set(`${method.toUpperCase()} ${pathShape(path)}`, { path, method, operation });
      }
    }
  }

  /**
   * What is wrong with one answer, or undefined when it is what the document says. Routes the document
   * leaves out (the docs page, HEAD) and streamed bodies (files, ZIPs) are not judged on their body.
   */
  check(method: string, routeUrl: string, status: number, contentType: string | undefined, payload: unknown): string | undefined {
    const found = this.operations.get(`${method} ${pathShape(routeUrl)}`);
    if (!found) return undefined;
    const responses = found.operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => responses[key]);
    if (!statusKey) return `status ${status} is not among the documented ${Object.keys(responses).join(', ')}`;
    const content = responses[statusKey].content;
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString() : undefined;
    if (!content || body === undefined || body === '') return undefined;
    const mediaType = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
    if (!content[mediaType]) return `Content-Type ${mediaType || '(none)'} is not among the documented ${Object.keys(content).join(', ')}`;
    if (!mediaType.endsWith('json') || !content[mediaType].schema) return undefined;
    return this.bodyProblem(found.path, found.method, statusKey, mediaType, body);
  }

  private bodyProblem(path: string, method: string, statusKey: string, mediaType: string, body: string): string | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validator(['paths', path, method, 'responses', statusKey, 'content', mediaType, 'schema']);
    if (validate(parsed)) return undefined;
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
  }

  private validator(segments: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${segments.map(pointerSegment).join('/')}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

/**
 * An onSend hook that reports each answer the document does not allow. The document is read at the
 * first answer: it exists only once every route is registered.
 */
export function responseContractHook(document: () => OpenApiDocument, report: (violation: ResponseViolation) => void) {
  let contract: ResponseContract | undefined;
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = req.routeOptions.url;
    if (routeUrl === undefined || req.method === 'HEAD') return payload;
    contract ??= new ResponseContract(document());
    const contentType = reply.getHeader('content-type');
    const problem = contract.check(req.method, routeUrl, reply.statusCode, typeof contentType === 'string' ? contentType : undefined, payload);
    if (problem) report({ operation: `${req.method} ${routeUrl}`, status: reply.statusCode, requestId: req.id, problem });
    return payload;
  };
}

/**
 * S3 POST policies (browser-based uploads, SigV4): the fields of a ticket, and their verification
 * exactly as S3 does it, so that the local upload target accepts what S3 accepts and refuses what S3
 * refuses.
 */
import {
  ALGORITHM,
  amzDate,
  credentialText,
  postPolicySignature,
  sameSignature,
  scopeAt,
  type Credentials,
  type Scope,
} from './sigv4.js';
import { accessDenied, invalidArgument, policyRefusal, signatureMismatch, StorageRefusal } from './refusals.js';
import { assertTicketInput, DEFAULT_TICKET_SECONDS, type TicketInput, type UploadTicket } from './storage.js';

/** A bucket as the signer of its policies sees it. */
export interface PostTarget {
  bucket: string;
  region: string;
  credentials: Credentials;
}

export interface PolicyInput {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
  /** When the ticket is issued: `x-amz-date` (to the second), and the start of its validity. */
  at: Date;
}

/** A ticket for uploads to `url`, where `target` receives them: the input checked, its policy signed at `at`. */
export function postTicket(target: PostTarget, url: string, input: TicketInput, at: Date): UploadTicket {
  assertTicketInput(input);
  const { key, contentType, maxBytes, expiresInSeconds = DEFAULT_TICKET_SECONDS } = input;
  return { url, fields: signedPostFields(target, { key, contentType, maxBytes, expiresInSeconds, at }) };
}

/**
 * The form fields of a ticket: the policy (conditions on bucket, key, Content-Type, size from 1 byte
 * to `maxBytes`, and the x-amz-* fields) and its signature.
 */
function signedPostFields(target: PostTarget, input: PolicyInput): Record<string, string> {
  const issued = Math.floor(input.at.getTime() / 1000) * 1000;
  const scope = scopeAt(input.at, target.region);
  const credential = credentialText(target.credentials.accessKeyId, scope);
  const date = amzDate(input.at);
  const policy = {
    expiration: new Date(issued + input.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket: target.bucket },
      { key: input.key },
      { 'Content-Type': input.contentType },
      ['content-length-range', 1, input.maxBytes],
      { 'x-amz-algorithm': ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': date },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    key: input.key,
    'Content-Type': input.contentType,
    policy: encoded,
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': date,
    'x-amz-signature': postPolicySignature(target.credentials.secretAccessKey, scope, encoded),
  };
}

/** The fields of a POST form before its file, names lower-cased: S3 reads them without regard to case. */
export type FormFields = Map<string, string>;

export interface AcceptedPost {
  key: string;
  /** Empty when the form gave none. */
  contentType: string;
  /** The policy's `content-length-range`, when it has one. */
  sizeRange: { min: number; max: number } | null;
}

const REQUIRED_FIELDS = ['key', 'policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature'];
/** Fields S3 does not require a policy condition for. */
const isExempt = (name: string) => name === 'policy' || name === 'x-amz-signature' || name === 'file' || name.startsWith('x-ignore-');

/**
 * Checks a POST form as S3 does: the fields it needs, the credential's scope, the signature, the
 * policy's expiration, every condition, and no field left uncovered by a condition. Throws the
 * refusal S3 would answer.
 */
export function verifyPostForm(form: FormFields, target: PostTarget, now: Date): AcceptedPost {
  for (const name of REQUIRED_FIELDS) {
    if (!form.has(name)) throw invalidArgument(`Bucket POST must contain a field named '${name}'.`);
  }
  if (form.get('x-amz-algorithm') !== ALGORITHM) throw invalidArgument(`x-amz-algorithm must be ${ALGORITHM}.`);
  const scope = verifiedScope(form, target);
  const policyText = form.get('policy')!;
  if (!sameSignature(form.get('x-amz-signature')!, postPolicySignature(target.credentials.secretAccessKey, scope, policyText))) {
    throw signatureMismatch();
  }
  const policy = parsePolicy(policyText);
  if (now.getTime() >= policy.expiration) throw policyRefusal('Policy expired.');
  const values = (name: string) => (name === 'bucket' ? target.bucket : (form.get(name) ?? ''));
  const sizeRange = checkConditions(policy.conditions, values);
  if (form.has('bucket') && form.get('bucket') !== target.bucket) throw policyRefusal('the bucket field names another bucket.');
  const covered = new Set(policy.conditions.map((condition) => condition.field));
  const extra = [...form.keys()].filter((name) => !isExempt(name) && !covered.has(name));
  if (extra.length > 0) throw policyRefusal(`Extra input fields: ${extra.join(', ')}`);
  return { key: form.get('key')!, contentType: form.get('content-type') ?? '', sizeRange };
}

/** `<access key>/<yyyymmdd>/<region>/s3/aws4_request`, naming our key, the day of x-amz-date and our region. */
function verifiedScope(form: FormFields, target: PostTarget): Scope {
  const date = form.get('x-amz-date')!;
  if (!/^\d{8}T\d{6}Z$/.test(date)) throw invalidArgument('x-amz-date must be in the form YYYYMMDDTHHMMSSZ.');
  const parts = form.get('x-amz-credential')!.split('/');
  if (parts.length !== 5) throw invalidArgument('x-amz-credential must be <access key>/<date>/<region>/s3/aws4_request.');
  const [accessKeyId, day, region, service, terminator] = parts;
  if (accessKeyId !== target.credentials.accessKeyId) {
    throw new StorageRefusal(403, 'InvalidAccessKeyId', 'The access key ID you provided does not exist in our records.');
  }
  if (day !== date.slice(0, 8)) throw accessDenied('The credential date does not match x-amz-date.');
  if (region !== target.region) throw accessDenied(`The credential names the region '${region}'; this target is in '${target.region}'.`);
  if (service !== 's3' || terminator !== 'aws4_request') throw accessDenied('The credential must be scoped to s3/aws4_request.');
  return { date: day, region, service };
}

interface Condition {
  /** Lower-cased field name, without `$`; none for the size range. */
  field: string | null;
  holds: (value: (field: string) => string) => boolean;
  /** As the policy wrote it, for the refusal's message. */
  text: string;
  sizeRange?: { min: number; max: number };
}

interface Policy {
  expiration: number;
  conditions: Condition[];
}

const invalidPolicy = (message: string) => new StorageRefusal(400, 'InvalidPolicyDocument', `Invalid Policy: ${message}`);

function parsePolicy(encoded: string): Policy {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) throw invalidPolicy('the policy is not base64.');
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw invalidPolicy('the policy is not JSON.');
  }
  const { expiration, conditions } = (document ?? {}) as { expiration?: unknown; conditions?: unknown };
  if (typeof expiration !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/.test(expiration) || Number.isNaN(Date.parse(expiration))) {
    throw invalidPolicy('expiration must be an ISO 8601 UTC time.');
  }
  if (!Array.isArray(conditions)) throw invalidPolicy('conditions must be a list.');
  return { expiration: Date.parse(expiration), conditions: conditions.map(parseCondition) };
}

/** `{"field": "value"}`, `["eq", "$field", "value"]`, `["starts-with", "$field", "prefix"]`, `["content-length-range", min, max]`. */
function parseCondition(raw: unknown): Condition {
  const text = JSON.stringify(raw);
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const entries = Object.entries(raw);
    if (entries.length !== 1 || typeof entries[0][1] !== 'string') throw invalidPolicy(`condition ${text} must name one field and a string.`);
    const [name, expected] = entries[0] as [string, string];
    return { field: name.toLowerCase(), holds: (value) => value(name.toLowerCase()) === expected, text };
  }
  if (!Array.isArray(raw) || raw.length !== 3) throw invalidPolicy(`condition ${text} is neither an object nor a list of three.`);
  const [operator, subject, operand] = raw;
  if (typeof operator === 'string' && operator.toLowerCase() === 'content-length-range') {
    if (!Number.isSafeInteger(subject) || !Number.isSafeInteger(operand) || subject < 0 || operand < subject) {
      throw invalidPolicy(`condition ${text} needs two integers, the least and the most bytes.`);
    }
    return { field: null, holds: () => true, text, sizeRange: { min: subject, max: operand } };
  }
  if (typeof subject !== 'string' || !subject.startsWith('$') || typeof operand !== 'string') {
    throw invalidPolicy(`condition ${text} must compare a $field with a string.`);
  }
  const field = subject.slice(1).toLowerCase();
  switch (typeof operator === 'string' ? operator.toLowerCase() : operator) {
    case 'eq':
      return { field, holds: (value) => value(field) === operand, text };
    case 'starts-with':
      return { field, holds: (value) => value(field).startsWith(operand), text };
    default:
      throw invalidPolicy(`condition ${text} has an unknown operator.`);
  }
}

/** Every condition must hold; answers the size range, which only the file's length can check. */
function checkConditions(conditions: Condition[], value: (field: string) => string): { min: number; max: number } | null {
  let sizeRange: { min: number; max: number } | null = null;
  for (const condition of conditions) {
    if (!condition.holds(value)) throw policyRefusal(`Policy Condition failed: ${condition.text}`);
    if (condition.sizeRange) sizeRange = condition.sizeRange;
  }
  return sizeRange;
}

/**
 * How the OpenAPI document describes file links (`/files/…`, `/media/…`) and the local upload target
 * (`POST /uploads`): byte ranges and their headers, the file bodies, and S3's XML refusals. Written
 * for integrators, who reach these routes without our source.
 */
import { Type } from 'typebox';
import { FAILED_LOOKUPS_REFUSED } from '../schemas.js';

export const FILES_TAG = 'files';

export const RangeHeaders = Type.Object({
  range: Type.Optional(
    Type.String({
      description:
        'One byte range, as RFC 9110 writes it: `bytes=0-499` (the first 500 bytes), `bytes=500-` (from byte 500 on) or `bytes=-500` ' +
        '(the last 500). Answered with 206 and that part; outside the file 416. Several ranges, another unit or a malformed value get ' +
        'the whole file with 200, and so does any `If-Range` (the links offer no validator it could match). Ignored by HEAD.',
      examples: ['bytes=0-1048575'],
    }),
  ),
});

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

const lengthHeaders = {
  'accept-ranges': { type: 'string', description: '`bytes`: a single byte range may be asked for with `Range`.' },
  'content-length': { type: 'integer', description: 'The number of bytes in the body: the whole file, or the part.' },
} as const;

/** The 200 of a file link: the whole file, with its own Content-Type (`HEAD`: the same headers alone). */
export function wholeFile(description: string, headers: Record<string, { type: string; description: string }> = {}) {
  return {
    description: `${description} \`HEAD\` answers the same headers without the body, and records nothing.`,
    headers: { ...lengthHeaders, ...headers },
    content: { 'application/octet-stream': { schema: binary('The file\'s bytes; `Content-Type` is the file\'s own.') } },
  };
}

/** The 206 of a file link: the asked part of the file. */
export function partOfFile(headers: Record<string, { type: string; description: string }> = {}) {
  return {
    description: 'The part of the file the `Range` header asked for.',
    headers: {
      ...lengthHeaders,
      'content-range': { type: 'string', description: 'The part and the whole file\'s size: `bytes 0-499/123456`.' },
      ...headers,
    },
    content: { 'application/octet-stream': { schema: binary('The bytes of the part; `Content-Type` is the file\'s own.') } },
  };
}

/** The `Content-Range` a 416 carries. */
export const UNSATISFIED_RANGE_HEADERS = {
  'content-range': { type: 'string', description: '`bytes */<size>`: the file\'s size, to ask again within it.' },
} as const;

const StorageError = Type.Object(
  {
    Code: Type.String({ description: 'S3\'s error code: the contract, listed in the answer\'s description.', examples: ['AccessDenied'] }),
    Message: Type.String({ description: 'What went wrong, in a sentence for people; it may change.', examples: ['Request has expired'] }),
  },
  {
    description: 'S3\'s error document: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>…</Code><Message>…</Message></Error>`.',
    xml: { name: 'Error' },
  },
);

/** A refusal in S3's XML: `codes` are "`Code`: when" lines. */
export function xmlRefusal(codes: string[], headers: Record<string, { type: string; description: string }> = {}) {
  return {
    description: codes.map((line) => `- ${line}`).join('\n'),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/xml': { schema: StorageError } },
  };
}

const SIGNED_LINK_REFUSALS = {
  400: xmlRefusal(['`InvalidArgument`: `expires` is not a time in seconds.', '`InvalidURI`: the key in the path is not valid percent-encoded UTF-8.']),
  403: xmlRefusal([
    '`AccessDenied`: the link lacks `expires`, `filename` or `signature`, or has expired (`Request has expired`).',
    '`SignatureDoesNotMatch`: the link was altered: its key, `filename`, `expires` or `signature` is not as signed.',
  ]),
  404: xmlRefusal(['`NoSuchKey`: nothing is stored at the key (the upload never happened).']),
  429: xmlRefusal([`\`SlowDown\`: ${FAILED_LOOKUPS_REFUSED}`], { 'retry-after': { type: 'integer', description: 'Seconds to wait.' } }),
};

/** `POST /uploads`. Its form is read and checked by the upload itself (upload.ts), as S3 does: the schema documents it. */
export const UPLOAD_SCHEMA = {
  tags: [FILES_TAG],
  security: [],
  operationId: 'uploadFile',
  summary: 'Upload a file with a ticket',
  description:
    'The upload target of local storage (without `S3_BUCKET`; with it, tickets point at the bucket and this operation does not exist). ' +
    'Send the ticket a file\'s API operation answered (`upload_fields` of an attachment\'s `upload_url`, `upload.fields` of a new ' +
    'photo) as `multipart/form-data`: every field unchanged, in any order, then the file in a field named `file`, last. The ticket ' +
    'is an S3 POST policy signed with AWS Signature Version 4 and checked as S3 checks it: it expires after 15 minutes and takes ' +
    'one file of 1 byte up to the size announced, under its `key` and `Content-Type` only; fields after the file are ignored. ' +
    'No credential is needed: the signed policy is one. A refused upload stores nothing. Then tell the API the file is there ' +
    '(`POST /api/v1/photos/{photo_id}/uploaded`; an attachment is named in a message\'s `attachment_ids`).',
  body: {
    content: {
      'multipart/form-data': {
        schema: Type.Object(
          {
            key: Type.String({ description: 'The ticket\'s `key`: where the file is stored.' }),
            'Content-Type': Type.String({ description: 'The ticket\'s `Content-Type`: the file\'s media type, served back with it.' }),
            policy: Type.String({ description: 'The ticket\'s `policy`: base64 JSON of its expiry and conditions (key, Content-Type, size range).' }),
            'x-amz-algorithm': Type.String({ description: 'The ticket\'s `x-amz-algorithm`: `AWS4-HMAC-SHA256`.' }),
            'x-amz-credential': Type.String({ description: 'The ticket\'s `x-amz-credential`: `<access key>/<date>/<region>/s3/aws4_request`.' }),
            'x-amz-date': Type.String({ description: 'The ticket\'s `x-amz-date`: when it was signed, `YYYYMMDDTHHMMSSZ`.' }),
            'x-amz-signature': Type.String({ description: 'The ticket\'s `x-amz-signature`: the policy\'s signature.' }),
            file: Type.Unsafe<unknown>(binary('The file: the last part of the form, with a filename (which is not kept: the key names the file).')),
          },
          { description: 'The ticket\'s fields as it gave them, then the file.' },
        ),
      },
    },
  },
  response: {
    204: { description: 'The file is stored under the ticket\'s key, replacing what was there.' },
    400: xmlRefusal([
      '`MalformedPOSTRequest`: the body is not well-formed `multipart/form-data`, or ended before it was complete.',
      '`InvalidArgument`: a ticket field is missing, repeated or malformed, the file is not in a file part named `file`, or the key or Content-Type cannot be stored.',
      '`InvalidPolicyDocument`: the policy is not a policy.',
      '`EntityTooLarge`, `EntityTooSmall`: the file is outside the size range of the ticket.',
      '`MaxPostPreDataLengthExceeded`: the fields before the file are over 64 KiB.',
    ]),
    403: xmlRefusal([
      '`AccessDenied`: the policy has expired (`Invalid according to Policy: Policy expired.`), a field breaks one of its conditions, or a field is not in it.',
      '`SignatureDoesNotMatch`: the policy or its signature was altered.',
      '`InvalidAccessKeyId`: the credential is not this target\'s.',
    ]),
    500: xmlRefusal(['`InternalError`: the service failed to store the file; nothing was kept.']),
    507: xmlRefusal(['`InsufficientStorage`: the disk is full; nothing was kept.']),
  },
};

/** `GET /files/<key>`; the router names the key `*`, the document `key`. */
export const DOWNLOAD_SCHEMA = {
  tags: [FILES_TAG],
  security: [],
  operationId: 'downloadFile',
  summary: 'A file by its signed link (local storage)',
  description:
    'The link an attachment\'s `url` holds in local storage (with `S3_BUCKET` it is a presigned link to the bucket, which answers the ' +
    'same way). No credential is needed while the link is valid (an hour): its signature is one, and covers the key, `filename` and ' +
    '`expires`. Answers the exact bytes uploaded, with the stored `Content-Type`, `X-Content-Type-Options: nosniff` and ' +
    '`Content-Disposition: attachment` under `filename`; a single byte range with `Range` (to resume a download). Refusals are ' +
    'S3\'s, in XML.',
  params: Type.Object({
    key: Type.String({ description: 'The file\'s storage key, each segment percent-encoded, as the link has it.' }),
  }),
  querystring: Type.Object({
    expires: Type.String({ description: 'When the link stops working, in seconds since 1970.' }),
    filename: Type.String({ description: 'The name the file is saved under (`Content-Disposition`).' }),
    signature: Type.String({ description: 'The link\'s signature.' }),
  }),
  headers: RangeHeaders,
  response: {
    200: wholeFile('The file.', { 'content-disposition': { type: 'string', description: '`attachment`, with the name in `filename` (ASCII) and `filename*` (UTF-8).' } }),
    206: partOfFile(),
    ...SIGNED_LINK_REFUSALS,
    416: xmlRefusal(['`InvalidRange`: the range starts past the end of the file.'], UNSATISFIED_RANGE_HEADERS),
  },
};

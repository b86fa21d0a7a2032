/**
 * What the local upload target and file links refuse, in S3's own terms: clients written for S3 read
 * the same status, `Code` and XML body from this service.
 */
export class StorageRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const accessDenied = (message: string) => new StorageRefusal(403, 'AccessDenied', message);
export const signatureMismatch = () =>
  new StorageRefusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
export const policyRefusal = (reason: string) => accessDenied(`Invalid according to Policy: ${reason}`);
export const invalidArgument = (message: string) => new StorageRefusal(400, 'InvalidArgument', message);
export const malformedPost = (message: string) => new StorageRefusal(400, 'MalformedPOSTRequest', message);
export const entityTooLarge = (max: number) =>
  new StorageRefusal(400, 'EntityTooLarge', `Your proposed upload exceeds the maximum allowed size of ${max} bytes.`);
export const entityTooSmall = (min: number) =>
  new StorageRefusal(400, 'EntityTooSmall', `Your proposed upload is smaller than the minimum allowed size of ${min} bytes.`);
export const fieldsTooLarge = () =>
  new StorageRefusal(400, 'MaxPostPreDataLengthExceeded', 'Your POST request fields preceding the upload file were too large.');
export const noSuchKey = () => new StorageRefusal(404, 'NoSuchKey', 'The specified key does not exist.');

/** `<Error><Code>…</Code><Message>…</Message></Error>`, as S3 answers. */
export function errorXml(refusal: StorageRefusal): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${xmlText(refusal.code)}</Code><Message>${xmlText(refusal.message)}</Message></Error>`;
}

/** Escapes markup, and replaces what XML 1.0 cannot hold at all: control characters but tab and line ends. */
function xmlText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, (c) => ('\t\n\r'.includes(c) ? c : '\uFFFD'))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

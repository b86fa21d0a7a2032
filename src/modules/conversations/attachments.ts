/**
 * The rules of message attachments (API.md §4): which files a ticket may be asked for, and when an
 * uploaded file may be attached. Storage itself (tickets, uploads, download links) is the platform's.
 */
import { ApiError, invalid } from '../../platform/errors.js';
import type { AttachmentRow } from './queries.js';
import { MAX_ATTACHMENT_BYTES } from './schemas.js';

export interface UploadTicketRequest {
  filename?: string;
  content_type?: string;
  file_size?: number;
}

export interface UploadTicket {
  upload_url: string;
  attachment_id: string;
  upload_fields: Record<string, string>;
  method: 'POST';
}

/** The accepted types, each with the filename extensions that may carry it. */
export const ATTACHMENT_TYPES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/zip': ['zip'],
  'application/vnd.rar': ['rar'],
  'application/x-rar-compressed': ['rar'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

const MAX_FILENAME_LENGTH = 255;

/** A ticket request checked in the order API.md §4 and §9 give: missing or empty, too large, bad name, bad type. */
export function checkedTicketRequest(request: UploadTicketRequest): { filename: string; contentType: string; size: number } {
  const missingFields = (['filename', 'content_type', 'file_size'] as const).filter((field) => request[field] === undefined);
  if (missingFields.length > 0) {
    throw new ApiError(400, 'validation_error', 'The upload ticket needs filename, content_type and file_size.', Object.fromEntries(missingFields.map((field) => [field, ['This parameter is required.']])));
  }
  const { filename, content_type, file_size } = request as Required<UploadTicketRequest>;
  if (file_size < 1) throw new ApiError(400, 'validation_error', 'The file is empty.', { file_size: ['Must be at least 1 byte.'] });
  if (file_size > MAX_ATTACHMENT_BYTES) {
    throw new ApiError(413, 'file_too_large', `The file is larger than ${MAX_ATTACHMENT_BYTES} bytes.`, undefined, { max_size: MAX_ATTACHMENT_BYTES });
  }
  const nameProblem = filenameProblem(filename);
  if (nameProblem) throw invalid({ filename: [nameProblem] });
  const contentType = content_type.trim().toLowerCase();
  const extensions = ATTACHMENT_TYPES[contentType];
  if (!extensions) {
    throw new ApiError(422, 'unsupported_file_type', `Files of type ${content_type} cannot be attached. Accepted: ${Object.keys(ATTACHMENT_TYPES).join(', ')}.`);
  }
  if (!extensions.includes(extensionOf(filename))) {
    throw new ApiError(422, 'unsupported_file_type', `A file of type ${contentType} must be named .${extensions.join(' or .')}.`);
  }
  return { filename, contentType, size: file_size };
}

function filenameProblem(filename: string): string | null {
  if (filename.length === 0 || filename.length > MAX_FILENAME_LENGTH) return `Must be 1 to ${MAX_FILENAME_LENGTH} characters.`;
  if (/[/\\]/.test(filename)) return 'Must be a file name, without / or \\.';
  // Control characters would end up in storage keys and download headers.
  if (/\p{Cc}/u.test(filename)) return 'Must not contain control characters.';
  if (filename === '.' || filename === '..') return 'Must be a file name.';
  return null;
}

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

/**
 * Why an attachment named by a message cannot be attached, or null when it can. `row` is undefined
 * when the studio has none the caller may attach (src/access.ts decides).
 */
export function attachmentProblem(row: AttachmentRow | undefined, stored: { size: number } | null): string | null {
  if (!row) return 'the studio has no such attachment for this caller.';
  if (row.messageId !== null) return 'it is already attached to a message.';
  if (!stored) return 'its file has not been uploaded yet.';
  return null;
}

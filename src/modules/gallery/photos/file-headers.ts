import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../../platform/storage/index.js';
import type { FileHead } from './media-files.js';

/**
 * A photo's file with its own type, as an attachment to save under its name, or inline, shown in the
 * browser and saved under its name when the visitor saves it. The caller adds the length.
 */
export function photoFileHeaders(reply: FastifyReply, file: FileHead, attachment: boolean): FastifyReply {
  reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff');
  if (file.filename !== null) {
    const disposition = attachmentDisposition(file.filename);
    reply.header('content-disposition', attachment ? disposition : disposition.replace(/^attachment/, 'inline'));
  }
  return reply;
}

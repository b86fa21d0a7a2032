/**
 * Attachment uploads through the service's own upload target (`POST /uploads`): tickets from the API,
 * then parallel multipart uploads of large files, timed, with the service's resident memory watched:
 * the target streams each file to disk, so memory must not grow with the files' sizes.
 */
import { randomBytes } from 'node:crypto';
import { getJson } from './scale.js';
import { watchingMemory } from './processes.js';
import type { Service } from './service.js';

const PARALLEL = 20;
const FILE_BYTES = 10 * 1024 * 1024;
const RSS_GROWTH_TARGET_MB = 50;

interface Ticket {
  upload_url: string;
  upload_fields: Record<string, string>;
}

export async function uploadsLine(service: Service, headers: Record<string, string>): Promise<{ line: string; failed: boolean }> {
  const query = `filename=scan.pdf&content_type=application/pdf&file_size=${FILE_BYTES}`;
  const tickets: Ticket[] = [];
  for (let i = 0; i < PARALLEL; i++) {
    tickets.push((await getJson(`${service.origin}/api/v1/conversation_message_attachments/upload_url?${query}`, headers)).data);
  }
  const file = new Blob([randomBytes(FILE_BYTES)], { type: 'application/pdf' });
  const { result, beforeMb, growthMb } = await watchingMemory(service.child.process.pid!, async () => {
    const started = performance.now();
    const statuses = await Promise.all(tickets.map((ticket) => upload(ticket, file)));
    return { statuses, seconds: (performance.now() - started) / 1000 };
  });
  const failed = result.statuses.some((status) => status !== 204);
  const megabytesPerSecond = (PARALLEL * FILE_BYTES) / 1024 / 1024 / result.seconds;
  const line =
    `Uploads: ${PARALLEL} parallel files of ${FILE_BYTES / 1024 / 1024} MiB through POST /uploads: ${megabytesPerSecond.toFixed(0)} MB/s ` +
    `(${result.seconds.toFixed(2)} s${failed ? `, answers ${[...new Set(result.statuses)].join(', ')}` : ''}); service RSS ${beforeMb.toFixed(0)} MB, ` +
    `peak growth ${growthMb.toFixed(1)} MB (target < ${RSS_GROWTH_TARGET_MB}) ${growthMb < RSS_GROWTH_TARGET_MB ? 'PASS' : 'BELOW'}`;
  return { line, failed };
}

async function upload(ticket: Ticket, file: Blob): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload_fields)) form.append(name, value);
  form.append('file', file, 'scan.pdf');
  const res = await fetch(ticket.upload_url, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

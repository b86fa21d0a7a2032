/**
 * Conversations at scale: BENCH_CONVERSATIONS conversations with their messages in the demo studio
 * (seed-demo, beside the running service), then the inbox, the unread list and the unread count, each
 * against the same SQL run by a minimal server; last, large attachment uploads (uploads.ts).
 */
import { READ_RATIO_TARGET } from './report.js';
import { getJson, measureCases, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';
import { uploadsLine } from './uploads.js';

const UNREAD_COUNT_P99_TARGET_MS = 5;

export interface ConversationsBench {
  report: string;
  /** Some answer was not a 200. */
  failed: boolean;
}

export async function benchmarkConversations(
  service: Service,
  dataDir: string,
  databaseUrl: string,
  options: { count: number; seconds: number; pairs: number },
): Promise<ConversationsBench> {
  const seeded = await seedDemo(dataDir, ['--conversations', String(options.count)]);
  const api = { authorization: `Bearer ${seeded.token}` };
  const studioId = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio.id as string;
  const clients = (await getJson(`${service.origin}/api/v1/clients?per_page=1`, api)).meta.total as number;
  const unread = (await getJson(`${service.origin}/api/v1/conversations/unread/count`, api)).data as { unread_count: number; conversations_with_unread: number };
  const baseline = await startBaseline('pg-conversations', 'bench/pg-conversations.ts', { DATABASE_URL: databaseUrl, STUDIO_ID: studioId }, '/unread/count');

  const cases = [
    { name: 'list page 1', ours: '/api/v1/conversations', theirs: '/conversations?message_status=all' },
    { name: 'list unread', ours: '/api/v1/conversations?message_status=unread', theirs: '/conversations?message_status=unread' },
    { name: 'unread count', ours: '/api/v1/conversations/unread/count', theirs: '/unread/count' },
  ];
  const lines = [
    `\nConversations: ${options.count} in one studio with ${clients} clients, ${unread.conversations_with_unread} unread by the studio ` +
      `(${unread.unread_count} messages) (seeded in ${seeded.seconds.toFixed(1)} s, ${Math.round(options.count / seeded.seconds)} conversations/s)`,
  ];
  // The unread count is timed alone too: the badge every page of the studio's app asks for.
  const measured = await measureCases(service, api, baseline, cases, options, {
    ratio: READ_RATIO_TARGET,
    timed: (c) => c.name === 'unread count',
    p99Ms: UNREAD_COUNT_P99_TARGET_MS,
  });
  await baseline.stop();
  lines.push(...measured.lines);
  const uploads = await uploadsLine(service, api);
  lines.push(uploads.line);
  return { report: lines.join('\n'), failed: measured.failed || uploads.failed };
}

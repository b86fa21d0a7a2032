/**
 * Bulk loading of realistic conversations with their messages, for demo and benchmark studios: a
 * multi-row INSERT per batch instead of an API call per message. Each conversation's unread counters
 * are what its messages' `read_at` say, as the API keeps them (service.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { newId } from '../platform/ids.js';
import { conversationMessages, conversations } from '../modules/conversations/tables.js';
import { insertRows, SeededChoices } from './bulk.js';
import { CLIENT_LINES, PHOTOGRAPHER_LINES, SUBJECTS, SYSTEM_LINES, type Topic } from './conversation-texts.js';

/** What to seed, and for which studio. */
export interface ConversationSeed {
  studio: { id: string };
  /** The photographer who writes the studio's messages: the studio's first user. */
  photographerId: string;
  /** The clients conversations are with (at least one). */
  clientIds: readonly string[];
  count: number;
  random: () => number;
  /** The instant the history ends at; the current time unless given (tests pin it to compare two runs). */
  now?: number;
  /** Called before the first batch and after each batch with the number inserted so far. */
  progress?: (done: number, total: number) => void;
}

type ConversationRow = typeof conversations.$inferInsert;
type MessageRow = typeof conversationMessages.$inferInsert;
type SenderType = MessageRow['senderType'];

interface Batch {
  conversations: ConversationRow[];
  messages: MessageRow[];
}

/** About 25 000 messages a batch. */
const CONVERSATION_BATCH = 1000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Messages are spread over the last year. */
const HISTORY_DAYS = 365;

export class ConversationBulkLoader {
  constructor(private db: Db) {}

  /** Adds `seed.count` conversations with their messages, a transaction per batch. */
  async seed(seed: ConversationSeed): Promise<void> {
    if (seed.clientIds.length === 0) throw new Error('conversations need at least one client');
    const generator = new ConversationGenerator(seed, seed.now ?? Date.now());
    seed.progress?.(0, seed.count);
    for (let done = 0; done < seed.count; done += CONVERSATION_BATCH) {
      const size = Math.min(CONVERSATION_BATCH, seed.count - done);
      await this.write(generator.batch(size));
      seed.progress?.(done + size, seed.count);
    }
  }

  /** Fresh statistics and visibility maps after a bulk load, so plans and index-only scans are right. */
  async analyze(): Promise<void> {
    await this.db.execute(sql`VACUUM (ANALYZE) ${conversations}, ${conversationMessages}`);
  }

  private async write(batch: Batch): Promise<void> {
    await this.db.transaction(async (tx) => {
      await insertRows(tx, conversations, batch.conversations);
      await insertRows(tx, conversationMessages, batch.messages);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// How a studio and its clients write to each other

/**
 * Who has not read the last messages: the studio (the client wrote last, `staff_unread`), the client
 * (the studio wrote last, `client_unread`), or nobody. Archived conversations are all read: a client's
 * message would have brought one back to the inbox.
 */
type Fate = 'staff_unread' | 'client_unread' | 'read' | 'archived';
/**
 * Fates are dealt from shuffled decks of 20 rather than drawn one by one: every 20 conversations hold
 * 15 % waiting for the studio, 20 % for the client and 10 % archived, so even a demo's few show each.
 */
const FATE_DECK: Fate[] = [
  ...Array<Fate>(3).fill('staff_unread'),
  ...Array<Fate>(4).fill('client_unread'),
  ...Array<Fate>(2).fill('archived'),
  ...Array<Fate>(11).fill('read'),
];
/** How long ago the last message was, in days, by fate: what waits for an answer is recent. */
const LAST_MESSAGE_AGE_DAYS: Record<Fate, [number, number]> = {
  staff_unread: [0, 14],
  client_unread: [0, 45],
  read: [0, HISTORY_DAYS - 1],
  archived: [30, HISTORY_DAYS - 1],
};
const MAX_MESSAGES = 50;
const SYSTEM_SHARE = 0.06;
/** Now and then the same side writes twice in a row ("Or Saturday."). */
const SAME_SIDE_AGAIN = 0.12;
/** Time between two messages: minutes in a live exchange, hours, or days. */
const GAPS: [[number, number], number][] = [[[2 * MINUTE_MS, 90 * MINUTE_MS], 40], [[HOUR_MS, 24 * HOUR_MS], 40], [[DAY_MS, 7 * DAY_MS], 20]];

/** Who reads a message: the studio reads the client's, the client reads the studio's and the system's. */
type Reader = 'staff' | 'client';
const readerOf = (sender: SenderType): Reader => (sender === 'client' ? 'staff' : 'client');
/** Who reads by writing: a photographer's reply shows the studio read, a system notice shows nothing. */
const writerReads: Record<SenderType, Reader | null> = { client: 'client', photographer: 'staff', system: null };

/** Conversations of one seeding run, their choices drawn from the seed's random numbers. */
class ConversationGenerator extends SeededChoices {
  private readonly historyStart: number;
  private fates: Fate[] = [];

  constructor(
    private readonly seed: ConversationSeed,
    private readonly now: number,
  ) {
    super(seed.random);
    this.historyStart = now - HISTORY_DAYS * DAY_MS;
  }

  batch(size: number): Batch {
    const batch: Batch = { conversations: [], messages: [] };
    for (let i = 0; i < size; i++) this.conversation(batch);
    return batch;
  }

  private conversation(batch: Batch): void {
    const { studio, clientIds } = this.seed;
    const id = newId('conv');
    const clientId = this.pick(clientIds);
    const fate = this.nextFate();
    const [newest, oldest] = LAST_MESSAGE_AGE_DAYS[fate];
    const lastAt = this.now - (newest + this.random() * (oldest - newest)) * DAY_MS - this.between(1, 3600) * 1000;
    const sentAt = this.sendTimes(this.between(1, MAX_MESSAGES), lastAt);
    const senders = this.senders(sentAt.length, fate);
    const topic = this.pick(SUBJECTS);
    const messages: MessageRow[] = sentAt.map((at, i) => ({
      studioId: studio.id,
      id: newId('msg'),
      conversationId: id,
      senderType: senders[i],
      senderId: senders[i] === 'client' ? clientId : senders[i] === 'photographer' ? this.seed.photographerId : studio.id,
      content: this.content(senders[i], topic, at),
      sentAt: iso(at),
      readAt: null,
    }));
    this.markRead(messages, sentAt, fate);
    const archivedAt = fate === 'archived' ? Math.min(this.now, lastAt + this.between(1, 30) * DAY_MS) : null;
    batch.conversations.push({
      studioId: studio.id,
      id,
      clientId,
      subject: fill(topic.subject, { date: dayOf(sentAt[0] + this.between(14, 120) * DAY_MS) }),
      status: fate === 'archived' ? 'archived' : 'active',
      staffUnread: messages.filter((m) => m.senderType === 'client' && m.readAt === null).length,
      clientUnread: messages.filter((m) => m.senderType !== 'client' && m.readAt === null).length,
      lastMessageAt: iso(lastAt),
      createdAt: iso(sentAt[0]),
      updatedAt: iso(archivedAt ?? lastAt),
    });
    batch.messages.push(...messages);
  }

  private nextFate(): Fate {
    if (this.fates.length === 0) this.fates = this.shuffled(FATE_DECK);
    return this.fates.pop()!;
  }

  /**
   * `count` instants, strictly increasing, the last at `lastAt`, the first within the history: gaps of
   * minutes to days, squeezed when a long thread would start before the history does.
   */
  private sendTimes(count: number, lastAt: number): number[] {
    const gaps = Array.from({ length: count - 1 }, () => this.between(...this.weighted(GAPS)));
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    // The minimum gap of a second below may add up to a minute again: it is kept out of the room.
    const room = lastAt - this.historyStart - MINUTE_MS;
    const scale = total > room ? room / total : 1;
    const times = [lastAt];
    for (let i = gaps.length - 1; i >= 0; i--) times.push(times[times.length - 1] - Math.max(1000, Math.floor(gaps[i] * scale)));
    return times.reverse();
  }

  /**
   * Mostly alternating between the client and the photographer, with a system notice now and then;
   * the last message is from whoever the fate says is waiting to be read.
   */
  private senders(count: number, fate: Fate): SenderType[] {
    let side: 'client' | 'photographer' = this.random() < 0.5 ? 'client' : 'photographer';
    const senders: SenderType[] = [side];
    while (senders.length < count) {
      if (this.random() < SYSTEM_SHARE) {
        senders.push('system');
        continue;
      }
      if (this.random() >= SAME_SIDE_AGAIN) side = side === 'client' ? 'photographer' : 'client';
      senders.push(side);
    }
    const last = senders.length - 1;
    if (fate === 'staff_unread') senders[last] = 'client';
    if (fate === 'client_unread' && senders[last] === 'client') senders[last] = 'photographer';
    return senders;
  }

  /**
   * Sets `read_at` as the API would have: a side reads the other's messages (marks the conversation
   * read, one instant for all) a little before it next writes. What nobody answered afterwards is read
   * after the last message, unless the fate leaves it unread.
   */
  private markRead(messages: MessageRow[], sentAt: number[], fate: Fate): void {
    const waiting: Record<Reader, number[]> = { staff: [], client: [] };
    const read = (reader: Reader, at: number) => {
      const unread = waiting[reader];
      if (unread.length === 0) return;
      const latest = sentAt[unread[unread.length - 1]];
      const readAt = iso(latest + Math.floor((at - latest) * (0.5 + this.random() / 2)));
      for (const i of unread) messages[i].readAt = readAt;
      waiting[reader] = [];
    };
    messages.forEach((message, i) => {
      const reader = writerReads[message.senderType];
      if (reader) read(reader, sentAt[i]);
      waiting[readerOf(message.senderType)].push(i);
    });
    const finallyRead = Math.min(this.now, sentAt[sentAt.length - 1] + this.between(10 * MINUTE_MS, 3 * DAY_MS));
    if (fate !== 'staff_unread') read('staff', finallyRead);
    if (fate !== 'client_unread') read('client', finallyRead);
  }

  private content(sender: SenderType, topic: Topic, at: number): string {
    const lines = sender === 'client' ? CLIENT_LINES : sender === 'photographer' ? PHOTOGRAPHER_LINES : SYSTEM_LINES;
    return fill(this.pick(lines), {
      what: topic.what,
      date: dayOf(at + this.between(2, 40) * DAY_MS),
      amount: `$${this.between(5, 60) * 50}.00`,
      number: String(this.between(1, 400)).padStart(4, '0'),
    });
  }
}

/** A text with its `{name}` placeholders replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
const iso = (ms: number) => new Date(ms).toISOString();
// One formatter for all: toLocaleDateString builds a new one per call, which took most of a seeding run.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayOf = (ms: number) => DAY_FORMAT.format(ms);

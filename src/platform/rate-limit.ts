import { Redis } from 'ioredis';

export interface Hit {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed one-minute windows counted per key; memory for one instance, Redis for many. The memory
 * store answers at once: a request that needs no round trip does not wait for a promise either.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Hit | Promise<Hit>;
  /** The count of a window without adding to it; null when no window is open for the key. */
  peek(key: string): Hit | null | Promise<Hit | null>;
  close(): Promise<void>;
}

/**
 * Keys the memory store counts at once (one per client IP or credential seen within a minute): 16 to
 * 21 MB of heap, measured. Past it the oldest windows go first: they are the nearest to their end, and
 * a client whose window goes only starts counting afresh.
 */
export const MEMORY_STORE_MAX_KEYS = 100_000;

export class MemoryRateLimitStore implements RateLimitStore {
  /** In the order the windows started (a renewed window is put last), so the first is the oldest. */
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  hit(key: string, windowMs: number): Hit {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > MEMORY_STORE_MAX_KEYS) this.dropOldestWindow();
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  peek(key: string): Hit | null {
    const window = this.windows.get(key);
    const now = Date.now();
    return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : null;
  }

  /** Keys counted now. */
  get keyCount(): number {
    return this.windows.size;
  }

  private dropOldestWindow(): void {
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

// Increment and start the window's expiry in one round trip, atomically.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// The count and what is left of its window, read together.
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

interface RateScripts {
  studioRateHit(key: string, windowMs: number): Promise<[number, number]>;
  studioRatePeek(key: string): Promise<[number, number] | null>;
}

export class RedisRateLimitStore implements RateLimitStore {
  private redis: Redis;

  /** `timeoutMs` bounds connecting and each command: a request waits no longer on Redis than that. */
  constructor(
    url: string,
    private prefix: string,
    timeoutMs: number,
  ) {
    // Without a command timeout, a Redis that accepts connections but never answers holds every request.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
    });
    // The auth hook logs each request it could not count; unheard, the connection's own errors would
    // go to stderr as ioredis' "Unhandled error event", outside the service's log.
    this.redis.on('error', () => {});
    this.redis.defineCommand('studioRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis.defineCommand('studioRatePeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  }

  private get scripts(): RateScripts {
    return this.redis as unknown as RateScripts;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, pttl] = await this.scripts.studioRateHit(`${this.prefix}rl:${key}`, windowMs);
    return { count, resetInMs: pttl > 0 ? pttl : windowMs };
  }

  async peek(key: string): Promise<Hit | null> {
    const found = await this.scripts.studioRatePeek(`${this.prefix}rl:${key}`);
    return found && found[1] > 0 ? { count: found[0], resetInMs: found[1] } : null;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function rateLimitStore(redisUrl: string | null, prefix: string, redisTimeoutMs: number): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl, prefix, redisTimeoutMs) : new MemoryRateLimitStore();
}

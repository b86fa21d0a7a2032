import { customType } from 'drizzle-orm/pg-core';
import { formatTimestamp } from '../time.js';

/**
 * `timestamptz` with microseconds, read as the API's text form. Sessions run with TimeZone=UTC and
 * the value never passes through a JavaScript Date, which would drop the microseconds.
 */
export const timestamp = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp(6) with time zone',
  fromDriver: (value) => formatTimestamp(value),
});

/** Money and counters as JavaScript numbers; values are bounded far below 2^53 by validation. */
export const bigintNumber = customType<{ data: number; driverData: string }>({
  dataType: () => 'bigint',
  fromDriver: (value) => Number(value),
});

/** Exact decimals (percentages) as JavaScript numbers. */
export const decimal = customType<{ data: number; driverData: string; config: { precision: number; scale: number } }>({
  dataType: (config) => `numeric(${config?.precision ?? 14}, ${config?.scale ?? 2})`,
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

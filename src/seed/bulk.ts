/** What the bulk seeders share: one multi-row statement per table and batch, and choices drawn from a seed. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/db/pool.js';

/**
 * A multi-row INSERT with one array parameter per column (`INSERT … SELECT * FROM unnest(…)`), every
 * column of the table given (a column left out is NULL, not its default). Drizzle's `.values()` binds
 * each value on its own: building a statement of 1000 invoices that way took longer than PostgreSQL
 * took to write them. Values go through their column's mapping as `.values()` sends them: a jsonb list
 * (photo tags) must reach PostgreSQL as JSON text, not as a nested array.
 */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const driverValue = (row: T['$inferInsert'], key: string, column: (typeof columns)[number][1]) => {
    const value = (row as Record<string, unknown>)[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  };
  const arrays = columns.map(
    ([key, column]) => sql`${sql.param(rows.map((row) => driverValue(row, key, column)))}::${sql.raw(column.getSQLType())}[]`,
  );
  await tx.execute(sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
}

/** Choices drawn from a seeded generator (`seededRandom`): the same seed makes the same choices. */
export class SeededChoices {
  constructor(private readonly source: () => number) {}

  protected random(): number {
    return this.source();
  }

  protected pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  /** An integer in [low, high]. */
  protected between(low: number, high: number): number {
    return low + Math.floor(this.random() * (high - low + 1));
  }

  /** A copy of `items` in a random order (Fisher–Yates). */
  protected shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  protected weighted<T>(choices: [T, number][]): T {
    let roll = this.random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return choices[choices.length - 1][0];
  }
}

import { defineConfig } from 'drizzle-kit';

// Every area's tables, found by name: a new area's `tables.ts` is read without a list to edit.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/tables.ts', './src/modules/*/tables.ts'],
  out: './migrations',
});

/**
 * Every area's route entries, found by folder: each `test/areas/<area>/routes.ts` exports its
 * AreaRoutes. The coverage test compares them with the routes the application registers, so a new
 * area adds its folder here (entries, bad-input and tenant-isolation suites) and edits no list.
 */
import { readdirSync } from 'node:fs';
import type { AreaRoutes } from '../support/route-matrix.js';

const isAreaRoutes = (value: unknown): value is AreaRoutes =>
  typeof value === 'object' && value !== null && typeof (value as AreaRoutes).records === 'function' && typeof (value as AreaRoutes).routes === 'object';

async function areaRoutesOf(folder: string): Promise<AreaRoutes> {
  const found = Object.values(await import(`./${folder}/routes.js`)).filter(isAreaRoutes);
  if (found.length !== 1) throw new Error(`test/areas/${folder}/routes.ts must export one AreaRoutes; it exports ${found.length}`);
  return found[0];
}

const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

export const AREAS: AreaRoutes[] = await Promise.all(folders.sort().map(areaRoutesOf));

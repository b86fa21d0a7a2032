/**
 * The areas of the service, in the order of their routes and of the document's sections. Each brings
 * itself through its manifest (`area.ts` in its folder: services and what they need, routes, sections
 * of the document, jobs); a new area is its folder plus one line in AREAS.
 */
import type { Config } from './config.js';
import { databaseUrl, type Db } from './platform/db/pool.js';
import type { App } from './platform/http.js';
import type { AreaManifest, Platform, Tag } from './platform/area.js';
import { createStorage } from './platform/storage/index.js';
import { JobQueue } from './platform/jobs/queue.js';
import { authArea } from './platform/auth/area.js';
import { emailsArea } from './modules/emails/area.js';
import { couponsArea } from './modules/coupons/area.js';
import { giftCardsArea } from './modules/gift-cards/area.js';
import { clientsArea } from './modules/clients/area.js';
import { invoicesArea } from './modules/invoices/area.js';
import { conversationsArea } from './modules/conversations/area.js';
import { schedulingArea } from './modules/scheduling/area.js';
import { documentsArea } from './modules/documents/area.js';
import { galleryArea } from './modules/gallery/area.js';
import { webhooksArea } from './modules/webhooks/area.js';

export const AREAS = [
  authArea,
  couponsArea,
  giftCardsArea,
  clientsArea,
  invoicesArea,
  documentsArea,
  conversationsArea,
  schedulingArea,
  galleryArea,
  webhooksArea,
  emailsArea,
] as const;

type ProvidedBy<Area> = Area extends AreaManifest<infer Provided, infer _Needed> ? Provided : never;
type Intersection<Union> = (Union extends unknown ? (whole: Union) => void : never) extends (whole: infer All) => void ? All : never;

/** Every area's services, and the plumbing they share: what the HTTP server, the command line, the seeder and the tests use. */
export type Services = Omit<Platform, 'clientReferences'> & Intersection<ProvidedBy<(typeof AREAS)[number]>>;

export interface ServiceOptions {
  config: Config;
  db: Db;
  /** Told of failures of work done in the background (recording a credential's use, running jobs). */
  onBackgroundError?: (error: unknown, context: string) => void;
}

/** The manifests as the loops below see them: each area's own types are checked where it is declared. */
const manifests = AREAS as readonly AreaManifest<Record<string, unknown>, Record<string, unknown>>[];

export function createServices({ config, db, onBackgroundError = () => {} }: ServiceOptions): Services {
  const { acquireTimeoutMs, statementTimeoutMs } = config.database;
  const jobs = new JobQueue({ url: databaseUrl(db), ...config.jobs, acquireTimeoutMs, statementTimeoutMs, onError: onBackgroundError });
  const clientReferences = manifests.flatMap((area) => area.clientReferences ?? []);
  const platform: Platform = { config, db, storage: createStorage(config), jobs, onBackgroundError, clientReferences };
  const built: Record<string, unknown> = {};
  const waiting = [...manifests];
  // Each pass builds the areas whose needs are built already: the list's order is the document's, not a build order.
  while (waiting.length > 0) {
    const ready = waiting.filter((area) => area.needs.every((name) => name in built));
    if (ready.length === 0) throw new Error(`Areas whose needs no area provides: ${waiting.map(unmetNeeds(built)).join('; ')}`);
    for (const area of ready) {
      Object.assign(built, area.services(platform, pick(built, area.needs)));
      for (const { kind, handler, retry, parallel } of area.jobs?.(platform, { ...built }) ?? []) jobs.handle(kind, handler, retry, parallel);
      waiting.splice(waiting.indexOf(area), 1);
    }
  }
  const { clientReferences: _references, ...plumbing } = platform;
  return { ...plumbing, ...built } as Services;
}

const unmetNeeds = (built: Record<string, unknown>) => (area: (typeof manifests)[number]) =>
  `${area.name} needs ${area.needs.filter((name) => !(name in built)).join(', ')}`;

const pick = (from: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, from[name]]));

/** An area's routes: registered under the API prefix, given every service. */
export type AreaRoutes = (app: App, services: Services) => void;

/** Each area's routes under the API prefix, in the order of AREAS (the order of the document's operations). */
export const AREA_ROUTES: AreaRoutes[] = manifests.flatMap((area) => (area.routes ? [area.routes.bind(area) as AreaRoutes] : []));

/** Registers each area's routes outside the API prefix: files, feeds and pages opened without a credential. */
export async function registerOutsideRoutes(app: App, services: Services): Promise<void> {
  for (const area of manifests) await area.outsideRoutes?.(app, services);
}

/** The document's sections of the areas, in their order. */
export const AREA_TAGS: readonly Tag[] = manifests.flatMap((area) => area.tags);

/** How the areas' identifiers look, for the document's introduction. */
export const AREA_IDENTIFIERS = manifests.flatMap((area) => area.identifiers);

/**
 * Path segments that may carry slashes of their own after these markers (a time zone name such as
 * `Europe/London` in an availability path): the router sees each such tail as one parameter.
 */
export const SLASHED_SEGMENT_MARKERS: readonly string[] = manifests.flatMap((area) => area.slashedSegmentMarkers ?? []);

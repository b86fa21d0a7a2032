/**
 * What an area brings to the service, declared once in its folder (`modules/<area>/area.ts`): its
 * services and what they are built from, its routes inside and outside the API prefix, its sections
 * of the document, its identifiers, its jobs, and the references of its tables that keep a client from
 * being deleted. `src/areas.ts` lists the areas and loops over their manifests; nothing else names them.
 */
import type { Config } from '../config.js';
import type { Db } from './db/pool.js';
import type { App } from './http.js';
import type { JobHandler, JobQueue, RetryPolicy } from './jobs/queue.js';
import type { Storage } from './storage/index.js';

/** What every area may be built with: the plumbing, made before any area. */
export interface Platform {
  config: Config;
  db: Db;
  /** Uploaded files: the local upload target in DATA_DIR/files, or the S3 bucket of S3_BUCKET. */
  storage: Storage;
  /** Background work on pg-boss; an area's kinds of job are its manifest's `jobs`. */
  jobs: JobQueue;
  /** Told of failures of work done in the background. */
  onBackgroundError: (error: unknown, context: string) => void;
  /** Every area's references to clients, for the clients area, which refuses to delete a referenced client. */
  clientReferences: readonly ClientReference[];
}

/** A section of the OpenAPI document; its description's first sentence introduces it on the /docs page. */
export interface Tag {
  name: string;
  description: string;
}

/** How the identifiers of one kind of record look, for the document's introduction. */
export interface IdentifierFormat {
  /** The prefix before `_` and 30 letters and digits (`cou`), or a description of another format (`8 digits`). */
  format: string;
  /** The records it names, plural (`coupons`). */
  names: string;
}

/**
 * A foreign key from an area's table to `clients`: while a row references the client, deleting it is
 * refused with 409 `code`, the message naming `records` ("invoices").
 */
export interface ClientReference {
  constraint: string;
  code: string;
  records: string;
}

/** A kind of background job and its handler, registered before the queue starts. */
export interface JobKind {
  kind: string;
  handler: JobHandler;
  /** Jobs run at once per JOB_WORKERS, for a kind that waits on the network rather than the CPU (1 when absent). */
  parallel?: number;
  /** How failed runs are retried; the queue's default when absent. */
  retry?: RetryPolicy;
}

/**
 * One area's manifest. `Provided` is the services it adds (one object field per service), `Needed` the
 * services of other areas it is built with: named in `needs`, they are built before it and handed to
 * `services` and to the routes.
 */
export interface AreaManifest<Provided extends object = object, Needed extends object = object> {
  name: string;
  tags: readonly Tag[];
  identifiers: readonly IdentifierFormat[];
  needs: readonly NoInfer<keyof Needed & string>[];
  services(platform: Platform, needed: Needed): Provided;
  /** Routes under the API prefix (`/api/v1`). */
  routes?(api: App, services: NoInfer<Provided & Needed>): void;
  /** Routes outside the prefix (files, feeds and pages opened without a credential). */
  outsideRoutes?(app: App, services: NoInfer<Provided & Needed>): void | Promise<void>;
  /** Path segments after which the rest of the segment may hold slashes (a time zone name, `Europe/London`). */
  slashedSegmentMarkers?: readonly string[];
  jobs?(platform: Platform, services: NoInfer<Provided & Needed>): readonly JobKind[];
  clientReferences?: readonly ClientReference[];
}

/** Declares a manifest with its types inferred: `export const couponsArea = defineArea({...})`. */
export const defineArea = <Provided extends object, Needed extends object = object>(manifest: AreaManifest<Provided, Needed>) => manifest;

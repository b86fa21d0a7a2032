/**
 * Every area of the service, wired in this one place: the services (shared by the HTTP server, the
 * command line, the seeder and the tests) and the routes registered under the API prefix. A new area
 * is its folder under `modules/` plus a line in each of the two lists below.
 */
import type { Config } from './config.js';
import { databaseUrl, type Db } from './platform/db/pool.js';
import type { App } from './platform/http.js';
import { AccessRules } from './platform/access.js';
import { createStorage, type Storage } from './platform/storage/index.js';
import { authQueries } from './platform/auth/queries.js';
import { CredentialResolver } from './platform/auth/credentials.js';
import { AuthService } from './platform/auth/service.js';
import { authRoutes } from './platform/auth/routes.js';
import { CouponService } from './modules/coupons/service.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { GiftCardService } from './modules/gift-cards/service.js';
import { giftCardRoutes } from './modules/gift-cards/routes.js';
import { ClientService } from './modules/clients/service.js';
import { clientRoutes } from './modules/clients/routes.js';
import { InvoiceService } from './modules/invoices/service.js';
import { PaymentService } from './modules/invoices/payments.js';
import { SummaryService } from './modules/invoices/summaries.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { DocumentService } from './modules/documents/service.js';
import { documentRoutes } from './modules/documents/routes.js';
import { ConversationService } from './modules/conversations/service.js';
import { conversationRoutes } from './modules/conversations/routes.js';
import { ScheduleService } from './modules/scheduling/schedules.js';
import { SessionTypeService } from './modules/scheduling/session-types.js';
import { SessionService } from './modules/scheduling/sessions.js';
import { schedulingRoutes, ZONE_SEGMENT_MARKERS } from './modules/scheduling/routes.js';
import { CalendarFeedService } from './modules/scheduling/calendar.js';
import { calendarFeedRoutes } from './modules/scheduling/calendar-routes.js';
import { JobQueue } from './platform/jobs/queue.js';
import { CollectionService } from './modules/gallery/collections/service.js';
import { GalleryService } from './modules/gallery/collections/galleries.js';
import { PhotoService, RENDER_JOB } from './modules/gallery/photos/service.js';
import { galleryListQueries } from './modules/gallery/list-queries.js';
import { MediaLinks } from './modules/gallery/photos/media.js';
import { MediaFiles } from './modules/gallery/photos/media-files.js';
import { renderJob } from './modules/gallery/photos/renditions.js';
import { galleryRoutes } from './modules/gallery/routes.js';
import { TrackingService } from './modules/gallery/tracking/service.js';
import { SharingLinkService } from './modules/gallery/sharing/service.js';
import { ArchiveService } from './modules/gallery/archives/service.js';

export interface Services {
  /** Per-record access rules; areas with client-facing records define theirs when built. */
  access: AccessRules;
  /** Uploaded files: the local upload target in DATA_DIR/files, or the S3 bucket of S3_BUCKET. Closed by its owner. */
  storage: Storage;
  /** Resolves bearer tokens and session cookies (with a short cache), for the HTTP auth hook. */
  credentials: CredentialResolver;
  auth: AuthService;
  coupons: CouponService;
  giftCards: GiftCardService;
  clients: ClientService;
  invoices: InvoiceService;
  payments: PaymentService;
  summaries: SummaryService;
  documents: DocumentService;
  conversations: ConversationService;
  schedules: ScheduleService;
  sessionTypes: SessionTypeService;
  sessions: SessionService;
  /** Secret iCalendar addresses of the studio's sessions; their files are served outside the API (app.ts). */
  calendarFeeds: CalendarFeedService;
  /** Background work on pg-boss; whoever starts it (the server, the seeder) runs its workers. */
  jobs: JobQueue;
  collections: CollectionService;
  galleries: GalleryService;
  photos: PhotoService;
  /** Photos' files behind signed links, served outside the API (app.ts). */
  mediaFiles: MediaFiles;
  /** Downloads, favorites and starred photos of the gallery. */
  tracking: TrackingService;
  /** Addresses that open a photo or collection without a credential, served outside the API (app.ts). */
  sharingLinks: SharingLinkService;
  /** "Download all": galleries and collections as ZIPs streamed as they are made. */
  archives: ArchiveService;
}

export interface ServiceOptions {
  config: Config;
  db: Db;
  /** Told of failures of work done in the background (recording a credential's use, running jobs). */
  onBackgroundError?: (error: unknown, context: string) => void;
}

export function createServices({ config, db, onBackgroundError = () => {} }: ServiceOptions): Services {
  const access = new AccessRules();
  const storage = createStorage(config);
  const authData = authQueries(db);
  const credentials = new CredentialResolver(authData, (error) => onBackgroundError(error, 'could not record credential use'));
  const clients = new ClientService(db);
  const coupons = new CouponService(db);
  const giftCards = new GiftCardService(db);
  const invoices = new InvoiceService(db, clients, coupons);
  const payments = new PaymentService(db, clients, giftCards, config.platformFeePercent);
  const schedules = new ScheduleService(db);
  const sessionTypes = new SessionTypeService(db, schedules);
  const sessions = new SessionService(db, clients, sessionTypes, schedules);
  const { acquireTimeoutMs, statementTimeoutMs } = config.database;
  const jobs = new JobQueue({ url: databaseUrl(db), ...config.jobs, acquireTimeoutMs, statementTimeoutMs, onError: onBackgroundError });
  jobs.handle(RENDER_JOB, renderJob(db, storage, config.gallery.photoMaxBytes));
  // The gallery's list statements, built once and shared by the collection and photo lists.
  const galleryLists = galleryListQueries(db);
  const collections = new CollectionService(db, galleryLists, clients);
  const galleries = new GalleryService(db, collections);
  const mediaFiles = new MediaFiles(db, storage, new MediaLinks(config.secrets.signingKey, config.gallery.linkSeconds));
  return {
    access,
    storage,
    credentials,
    auth: new AuthService(db, authData, credentials, config.signupOpen),
    coupons,
    giftCards,
    clients,
    invoices,
    payments,
    summaries: new SummaryService(db, clients),
    documents: new DocumentService(db, clients, payments, [(scope) => invoices.documentSource(scope), (scope) => sessions.documentSource(scope)]),
    conversations: new ConversationService(db, clients, access, storage),
    schedules,
    sessionTypes,
    sessions,
    calendarFeeds: new CalendarFeedService(db, clients),
    jobs,
    collections,
    galleries,
    photos: new PhotoService(db, galleryLists, galleries, storage, jobs, config.gallery.photoMaxBytes),
    mediaFiles,
    tracking: new TrackingService(db, collections),
    sharingLinks: new SharingLinkService(db, collections, mediaFiles),
    archives: new ArchiveService(db, collections, galleries, storage),
  };
}

/** An area's routes: registered under the API prefix, given every service. */
export type AreaRoutes = (app: App, services: Services) => void;

/** Each area's routes, registered in this order. */
export const AREA_ROUTES: AreaRoutes[] = [
  authRoutes,
  couponRoutes,
  giftCardRoutes,
  clientRoutes,
  invoiceRoutes,
  documentRoutes,
  conversationRoutes,
  schedulingRoutes,
  calendarFeedRoutes,
  galleryRoutes,
];

/**
 * Path segments that may carry slashes of their own after these markers (a time zone name such as
 * `Europe/London` in an availability path): the router sees each such tail as one parameter.
 */
export const SLASHED_SEGMENT_MARKERS: readonly string[] = [...ZONE_SEGMENT_MARKERS];

import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openApiDocument } from './app.js';
import { createServices, type Services } from './areas.js';
import { restoreBackup, writeBackup, type FileStore } from './platform/backup/archive.js';
import type { FileCounts } from './platform/backup/stored-files.js';
import { BackupError, type RowCounts } from './platform/db/backup.js';
import { openDatabase, type OpenDatabase } from './platform/db/index.js';
import { databaseUrl } from './platform/db/pool.js';
import { DataDirUnreachableError } from './platform/db/embedded.js';
import { ApiError } from './platform/errors.js';
import { errorReport } from './platform/observability.js';
import { createStorage } from './platform/storage/index.js';
import type { LocalStorage } from './platform/storage/local.js';
import { main as serve } from './server.js';

const USAGE = `Usage: npm run studio -- <command> [options]

Commands:
  serve                                   start the service (same as npm start)
  migrate                                 apply database migrations and exit
  create-studio --name N --email E [--password-stdin] [--currency usd] [--timezone Europe/London]
                                          the password is asked for without echo, or read from
                                          stdin with --password-stdin (--password P also works,
                                          but leaves it in the shell history)
  create-token --email E [--name N]       print a new API token for that user's studio
  openapi                                 print the OpenAPI document
  seed-demo [--clients N] [--invoices N] [--conversations N] [--sessions N] [--collections N]
                                          create a demo studio with realistic data (or add N clients,
                                          invoices, conversations, sessions, collections to it)
            [--bulk-collections N] [--bulk-photos N]
                                          for benchmarks: N collections as rows only (no photos), and a
                                          collection with a gallery of N photos as rows only (no files)
            [--studios N]                 for benchmarks: instead of the demo studio, N new studios, each
                                          given the counts above in bulk (not --collections) and nothing
                                          else; prints the first one's token
  backup --file F                         write all data, as one consistent snapshot, and the stored files
                                          (local storage; S3 keeps its own) to F, a tar
  restore --file F --yes                  replace ALL data and stored files with the backup in F, made by
                                          the same release

The database is DATABASE_URL, or the embedded one in DATA_DIR (shared with a running server).`;

const OPTIONS = {
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  currency: { type: 'string' },
  timezone: { type: 'string' },
  clients: { type: 'string' },
  invoices: { type: 'string' },
  conversations: { type: 'string' },
  sessions: { type: 'string' },
  collections: { type: 'string' },
  'bulk-collections': { type: 'string' },
  'bulk-photos': { type: 'string' },
  studios: { type: 'string' },
  file: { type: 'string' },
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
type TextOption = { [K in keyof Options]-?: Options[K] extends string | undefined ? K : never }[keyof Options];

const MAX_SEED_COUNT = 10_000_000;

const commands: Record<string, (options: Options) => Promise<void>> = {
  serve: async () => serve(),
  migrate: async () => withDatabase(async () => say('migrations applied')),
  'create-studio': async (o) => {
    const input = {
      studio_name: required(o, 'name'),
      email: required(o, 'email'),
      password: await password(o),
      ...(o.currency === undefined ? {} : { currency: o.currency }),
      ...(o.timezone === undefined ? {} : { timezone: o.timezone }),
    };
    await withServices(async ({ services }) => {
      const { studio, user } = await services.auth.createStudio(input);
      say(`studio ${studio.id} "${studio.name}" created with user ${user.email}`);
    });
  },
  'create-token': (o) =>
    withServices(async ({ services }) => {
      const token = await services.auth.tokenForEmail(required(o, 'email'), o.name ?? 'command line');
      say(`API token ${token.id} (shown once; keep it secret):\n${token.token}`);
    }),
  openapi: async () => {
    process.stdout.write(`${JSON.stringify(await openApiDocument(loadConfig()), null, 2)}\n`);
  },
  'seed-demo': (o) => {
    if (o.studios !== undefined) return seedManyStudios(o);
    const clients = count(o, 'clients');
    const invoices = count(o, 'invoices');
    const conversations = count(o, 'conversations');
    const sessions = count(o, 'sessions');
    const gallery = { collections: count(o, 'collections'), bulkCollections: count(o, 'bulk-collections'), bulkPhotos: count(o, 'bulk-photos') };
    return withServices(async ({ services, db, config }) => {
      const bars = {
        clients: progressBar('clients'), invoices: progressBar('invoices'), conversations: progressBar('conversations'), sessions: progressBar('sessions'),
        collections: progressBar('collections'), photos: progressBar('photos'),
      };
      const { seedDemo } = await seedModules.demo();
      const demo = await seedDemo(
        { services, db, platformFeePercent: config.platformFeePercent },
        { clients, invoices, conversations, sessions, ...gallery, progress: (what, done, total) => bars[what](done, total) },
      );
      say(`demo studio "${demo.studioName}": sign in as ${demo.email} / ${demo.password}\nAPI token: ${demo.token}`);
    });
  },
  backup: (o) => {
    const file = required(o, 'file');
    return withDatabaseUrl(async (url, store) => {
      const started = Date.now();
      const { rows, files } = await writeBackup(url, file, store);
      sayCounts(rows);
      const held = 'bucket' in files ? '' : ` and ${filesText(files)}`;
      say(`backup of ${total(rows)} rows${held} written to ${file} (${megabytes(statSync(file).size)}) in ${secondsSince(started)}`);
      if ('bucket' in files) {
        say(`the stored files are not in it: they stay in the S3 bucket "${files.bucket}"; back the bucket up with S3's own tools (versioning, replication)`);
      }
    });
  },
  restore: (o) => {
    const file = required(o, 'file');
    if (!o.yes) throw new UsageError(`restore replaces ALL data in the database, and the stored files, with the backup's: add --yes to go ahead`);
    return withDatabaseUrl(async (url, store) => {
      const started = Date.now();
      const { rows, files } = await restoreBackup(url, file, store).catch(nothingRestored);
      sayCounts(rows);
      const restored = files === 'kept' || 'bucket' in files ? '' : ` and ${filesText(files)}`;
      say(`restored ${total(rows)} rows${restored} from ${file} in ${secondsSince(started)}`);
      if (files === 'kept') say('the backup holds the database only (made before backups held files): the stored files were left as they are');
      else if ('bucket' in files) say(`the backup holds no files: they stay in the S3 bucket "${files.bucket}"`);
    });
  },
};

/** The seeders and what they draw with (sharp): imported by `seed-demo` alone, so that `serve` starts without them. */
const seedModules = { demo: () => import('./seed/demo.js'), studios: () => import('./seed/studios.js') };

/** `seed-demo --studios N`: N new studios, each with the counts given, bulk-loaded. */
function seedManyStudios(o: Options): Promise<void> {
  if (o.collections !== undefined) throw new UsageError('--studios seeds collections as rows only: use --bulk-collections');
  const studios = count(o, 'studios') ?? 0;
  if (studios === 0) throw new UsageError('--studios must be at least 1');
  const amounts = {
    clients: count(o, 'clients'), invoices: count(o, 'invoices'), conversations: count(o, 'conversations'), sessions: count(o, 'sessions'),
    bulkCollections: count(o, 'bulk-collections'), bulkPhotos: count(o, 'bulk-photos'),
  };
  return withServices(async ({ services, db, config }) => {
    const started = Date.now();
    const { seedStudios } = await seedModules.studios();
    const first = await seedStudios({ services, db, platformFeePercent: config.platformFeePercent }, studios, amounts, progressBar('studios'));
    say(`${studios} studios seeded in ${secondsSince(started)}; the first, "${first.studioName}": sign in as ${first.email} / ${first.password}\nAPI token: ${first.token}`);
  });
}

/**
 * Opens the database (DATABASE_URL, or the embedded one, beside a running server if there is one) for
 * one command and closes it after, so that the process exits when the command is done.
 */
async function withDatabase(work: (database: OpenDatabase, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, () => {}, true);
  try {
    await work(database, config);
  } finally {
    await database.shutdown();
  }
}

/** Runs a command on the services, without the HTTP application (no listener, no rate-limit store). */
function withServices(work: (context: { services: Services; db: OpenDatabase['db']; config: Config }) => Promise<void>): Promise<void> {
  return withDatabase(async ({ db }, config) => {
    const services = createServices({ config, db });
    try {
      await work({ services, db, config });
    } finally {
      await services.jobs.stop();
      await services.storage.close();
    }
  });
}

/**
 * Runs work that needs a connection of its own rather than the pool (backup, restore): the database's
 * URL, and where the stored files are.
 */
function withDatabaseUrl(work: (url: string, store: FileStore) => Promise<void>): Promise<void> {
  return withDatabase((database, config) => work(databaseUrl(database.db), fileStoreOf(config)));
}

function fileStoreOf(config: Config): FileStore {
  if (config.s3) return { storage: 's3', bucket: config.s3.bucket };
  return { storage: 'local', files: (createStorage(config) as LocalStorage).files };
}

/** A restore that failed has changed nothing (restoreBackup sees to it): the operator is told so. */
function nothingRestored(error: unknown): never {
  if (error instanceof BackupError) throw new BackupError(`${error.message}\nnothing was restored: the data and the stored files are as they were`);
  throw error;
}

/** The new studio's password: `--password`, else stdin with `--password-stdin`, else asked on the terminal. */
async function password(options: Options): Promise<string> {
  if (options.password !== undefined) return options.password;
  if (options['password-stdin']) return firstLine(await readAll(process.stdin));
  if (!process.stdin.isTTY) throw new UsageError('give the password with --password-stdin, or run on a terminal to be asked for it');
  return askHidden('Password for the new user: ');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

const firstLine = (text: string) => text.split(/\r?\n/, 1)[0];

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      finish();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return done(() => resolve(typed));
        if (key === '\u0003') return done(() => reject(new UsageError('cancelled')));
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * A progress bar on the terminal (a line per 10% when the output is not a terminal); its clock starts
 * at the first report, which the seeders make before their first batch.
 */
function progressBar(what: string) {
  let lastTenth = -1;
  let started: number | undefined;
  return (done: number, total: number) => {
    started ??= Date.now();
    const fraction = total === 0 ? 1 : done / total;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const text = `${what} ${done}/${total} (${Math.round(fraction * 100)}%) ${seconds} s`;
    if (process.stderr.isTTY) {
      const width = 30;
      const filled = Math.round(fraction * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}${done === total ? '\n' : ''}`);
    } else if (Math.floor(fraction * 10) > lastTenth) {
      lastTenth = Math.floor(fraction * 10);
      process.stderr.write(`${text}\n`);
    }
  };
}

/** A `--name N` count for seeding, or undefined when not given. */
function count(options: Options, name: TextOption): number | undefined {
  const raw = options[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEED_COUNT) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${MAX_SEED_COUNT}`);
  }
  return value;
}

function required(options: Options, name: TextOption): string {
  const value = options[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function sayCounts(counts: RowCounts): void {
  const width = Math.max(...Object.keys(counts).map((table) => table.length));
  for (const [table, rows] of Object.entries(counts)) say(`  ${table.padEnd(width)} ${String(rows).padStart(9)}`);
}

const total = (counts: RowCounts) => Object.values(counts).reduce((sum, rows) => sum + rows, 0);
const filesText = ({ files, bytes }: FileCounts) => `${files} stored files (${megabytes(bytes)})`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 0)} MB`;
const secondsSince = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

class UsageError extends Error {}

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: OPTIONS });
  const command = commands[positionals[0] ?? ''];
  if (!command || values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  await command(values);
}

run().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`studio: ${error.message}\n\n${USAGE}\n`);
  } else if (error instanceof DataDirUnreachableError || error instanceof BackupError) {
    process.stderr.write(`studio: ${error.message}\n`);
  } else if (error instanceof ApiError) {
    const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
    process.stderr.write(`studio: ${error.message}${details}\n`);
  } else {
    process.stderr.write(`studio: ${errorReport(error)}\n`);
  }
  process.exitCode = 1;
});

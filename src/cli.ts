import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { buildApp, openApiDocument } from './app.js';
import { openDatabase, type OpenDatabase } from './platform/db/index.js';
import { DataDirUnreachableError } from './platform/db/embedded.js';
import { ApiError } from './platform/errors.js';
import { main as serve } from './main.js';
import { seedDemo } from './seed/demo.js';

const USAGE = `Usage: npm run studio -- <command> [options]

Commands:
  serve                                   start the service (same as npm start)
  migrate                                 apply database migrations and exit
  create-studio --name N --email E --password P [--currency usd] [--timezone Europe/London]
  create-token --email E [--name N]       print a new API token for that user's studio
  openapi                                 print the OpenAPI document
  seed-demo [--clients N] [--invoices N]  create a demo studio with realistic data (or add N clients, N invoices to it)

The database is DATABASE_URL, or the embedded one in DATA_DIR (shared with a running server).`;

type Options = Record<string, string | undefined>;

const MAX_SEED_COUNT = 10_000_000;

const commands: Record<string, (options: Options) => Promise<void>> = {
  serve: async () => serve(),
  migrate: async () => withDatabase(async () => say('migrations applied')),
  'create-studio': (o) =>
    withDatabase(async (database) => {
      const { services } = await buildApp({ config: loadConfig(), database });
      const { view } = await services.auth.signup({
        studio_name: required(o, 'name'),
        email: required(o, 'email'),
        password: required(o, 'password'),
        currency: o.currency,
        timezone: o.timezone,
      });
      say(`studio ${view.studio.id} "${view.studio.name}" created with user ${view.user.email}`);
    }),
  'create-token': (o) =>
    withDatabase(async (database) => {
      const { services } = await buildApp({ config: loadConfig(), database });
      const token = await services.auth.tokenForEmail(required(o, 'email'), o.name ?? 'command line');
      say(`API token ${token.id} (shown once; keep it secret):\n${token.token}`);
    }),
  openapi: async () => {
    process.stdout.write(`${JSON.stringify(await openApiDocument(loadConfig()), null, 2)}\n`);
  },
  'seed-demo': (o) =>
    withDatabase(async (database) => {
      const config = loadConfig();
      const { services } = await buildApp({ config, database });
      const clients = count(o, 'clients');
      const invoices = count(o, 'invoices');
      const bars = { clients: progressBar('clients'), invoices: progressBar('invoices') };
      const demo = await seedDemo(
        { services, db: database.db, platformFeePercent: config.platformFeePercent },
        { clients, invoices, progress: (what, done, total) => bars[what](done, total) },
      );
      say(`demo studio "${demo.studioName}": sign in as ${demo.email} / ${demo.password}\nAPI token: ${demo.token}`);
    }),
};

async function withDatabase(work: (database: OpenDatabase) => Promise<void>): Promise<void> {
  const database = await openDatabase(loadConfig(), () => {}, true);
  try {
    await work(database);
  } finally {
    await database.shutdown();
  }
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
function count(options: Options, name: string): number | undefined {
  const raw = options[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEED_COUNT) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${MAX_SEED_COUNT}`);
  }
  return value;
}

function required(options: Options, name: string): string {
  const value = options[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
      clients: { type: 'string' },
      invoices: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = commands[positionals[0] ?? ''];
  if (!command || values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  await command(values as Options);
}

run().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`studio: ${error.message}\n\n${USAGE}\n`);
  } else if (error instanceof DataDirUnreachableError) {
    process.stderr.write(`studio: ${error.message}\n`);
  } else if (error instanceof ApiError) {
    const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
    process.stderr.write(`studio: ${error.message}${details}\n`);
  } else {
    process.stderr.write(`studio: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exitCode = 1;
});

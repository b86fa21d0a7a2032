import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { buildApp, openApiDocument } from './app.js';
import { openDatabase, type OpenDatabase } from './platform/db/index.js';
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
  seed-demo                               create a demo studio with realistic data

The database is DATABASE_URL, or the embedded one in DATA_DIR (shared with a running server).`;

type Options = Record<string, string | undefined>;

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
  'seed-demo': () =>
    withDatabase(async (database) => {
      const { services } = await buildApp({ config: loadConfig(), database });
      const demo = await seedDemo(services);
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
  } else if (error instanceof ApiError) {
    const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
    process.stderr.write(`studio: ${error.message}${details}\n`);
  } else {
    process.stderr.write(`studio: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exitCode = 1;
});

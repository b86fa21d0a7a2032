/** `node dist/main.js`: the service, as `npm start` and the command line's `serve` start it. */
import { main } from './server.js';

main().catch((error) => {
  process.stderr.write(`studio: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

import { createServer } from 'node:http';

/** Baseline `hello`: the most a Node.js HTTP server answers on this machine, with no framework and no database. */
const body = JSON.stringify({ data: { hello: 'world' } });

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));

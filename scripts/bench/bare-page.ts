/**
 * bench:web's baseline: a bare `node:http` server answering one small static page (a heading and a
 * line of text, no script), so each page's figures read beside what this machine and Lighthouse
 * give a page with nothing to load. Started by scripts/bench/web.ts as its own process.
 */
import { createServer } from 'node:http';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baseline</title></head><body><h1>Baseline</h1><p>A page with nothing to load.</p></body></html>';

const server = createServer((req, res) => {
  if (req.url === '/readyz') return void res.end('ok');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));

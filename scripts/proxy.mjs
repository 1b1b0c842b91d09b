// A small reverse proxy for the deployment recipe (README.md "Deploying", ADR 0127): one public port, round-robin
// over the server instances. It keeps the Host header, appends the client's address to X-Forwarded-For and sets
// X-Forwarded-Proto and X-Forwarded-Host, so the instances (QUEST_TRUST_PROXY=on) see the client as it is. An
// instance that refuses connections (stopped, restarting) is skipped for a few seconds; a request without a body
// that met a refused connection is tried on the next instance. nginx does the same job in a real deployment.
//
//   node scripts/proxy.mjs --port 8080 --to http://127.0.0.1:8081,http://127.0.0.1:8091 [--host 0.0.0.0]
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    to: { type: 'string' },
  },
});
const targets = (values.to ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean)
  .map((item) => new URL(item));
if (targets.length === 0) {
  console.error('Usage: node scripts/proxy.mjs --port 8080 --to http://127.0.0.1:8081,http://127.0.0.1:8091');
  process.exit(2);
}

const SKIP_MS = 3_000;
const downUntil = new Map();
let next = 0;

/** The next instance in turn, skipping those that refused a connection lately (all of them when all did). */
function pick(tried) {
  for (let i = 0; i < targets.length; i++) {
    const target = targets[(next + i) % targets.length];
    if (tried.has(target) || (downUntil.get(target) ?? 0) > Date.now()) continue;
    next = (targets.indexOf(target) + 1) % targets.length;
    return target;
  }
  return targets.find((target) => !tried.has(target));
}

const log = (fields) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);

const server = http.createServer((req, res) => {
  const client = req.socket.remoteAddress ?? '';
  const headers = { ...req.headers };
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${client}`
    : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const hasBody =
    req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  const tried = new Set();

  const attempt = () => {
    const target = pick(tried);
    if (!target) {
      res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"error":"No instance answered"}');
      return;
    }
    tried.add(target);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') {
        downUntil.set(target, Date.now() + SKIP_MS);
        if (!hasBody) return attempt();
      }
      log({ level: 'warn', msg: 'proxy: instance failed', target: target.origin, code: error.code });
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"error":"Bad gateway"}');
      } else res.destroy();
    });
    if (hasBody) req.pipe(upstream);
    else upstream.end();
  };
  attempt();
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  log({ level: 'info', msg: `proxy listening on http://${values.host}:${port}`, targets: values.to });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}

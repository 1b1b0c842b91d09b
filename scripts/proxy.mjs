// A small reverse proxy for the deployment recipe (README.md "Deploying", ADR 0127): each public port round-robin
// over the server instances. It keeps the Host header, appends the client's address to X-Forwarded-For and sets
// X-Forwarded-Proto and X-Forwarded-Host, so the instances (QUEST_TRUST_PROXY=on) see the client as it is. An
// instance that refuses connections (stopped, restarting) is skipped for a few seconds; a request without a body
// that met a refused connection is tried on the next instance. nginx does the same job in a real deployment.
//
// One --route per public origin (the app, the content origin, the card gateway: QUEST_PUBLIC_URL, QUEST_CONTENT_URL,
// QUEST_GATEWAY_URL), each PORT=upstream,upstream; --port with --to is the one-route form.
//
//   node scripts/proxy.mjs --host 0.0.0.0 --route 8080=http://127.0.0.1:8100,http://127.0.0.1:8110 \
//     --route 8081=http://127.0.0.1:8101,http://127.0.0.1:8111 --route 8082=http://127.0.0.1:8102,http://127.0.0.1:8112
import http from 'node:http';
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: node scripts/proxy.mjs [--host 127.0.0.1] --route PORT=http://127.0.0.1:8100,http://127.0.0.1:8110 [--route …]\n' +
  '   or: node scripts/proxy.mjs --port 8080 --to http://127.0.0.1:8100,http://127.0.0.1:8110';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    to: { type: 'string' },
    route: { type: 'string', multiple: true },
  },
});

/** `http://a,http://b` as URLs; exits with the usage on anything else. */
function upstreams(list) {
  const items = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  try {
    const urls = items.map((item) => new URL(item));
    if (urls.length > 0 && urls.every((url) => url.protocol === 'http:')) return urls;
  } catch {
    // usage below
  }
  console.error(`Not a list of http:// upstreams: "${list}"\n${USAGE}`);
  process.exit(2);
}

const routes = (values.route ?? []).map((route) => {
  const match = /^(\d+)=(.+)$/.exec(route.trim());
  if (!match) {
    console.error(`--route must be PORT=upstream,upstream, got "${route}"\n${USAGE}`);
    process.exit(2);
  }
  return { port: Number(match[1]), targets: upstreams(match[2]) };
});
if (values.to) routes.push({ port: Number(values.port), targets: upstreams(values.to) });
if (routes.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const SKIP_MS = 3_000;

const log = (fields) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);

/** One public port: a round-robin over its instances, skipping those that refused a connection lately. */
function startRoute({ port, targets }) {
  const downUntil = new Map();
  let next = 0;
  /** The next instance in turn (every one when all refused lately), none when all were tried. */
  const pick = (tried) => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length];
      if (tried.has(target) || (downUntil.get(target) ?? 0) > Date.now()) continue;
      next = (targets.indexOf(target) + 1) % targets.length;
      return target;
    }
    return targets.find((target) => !tried.has(target));
  };

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

  server.listen(port, values.host, () => {
    const { port: bound } = server.address();
    log({
      level: 'info',
      msg: `proxy listening on http://${values.host}:${bound}`,
      targets: targets.map((target) => target.origin),
    });
  });
  return server;
}

const servers = routes.map(startRoute);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    let open = servers.length;
    for (const server of servers) {
      server.close(() => (--open === 0 ? process.exit(0) : undefined));
      server.closeIdleConnections();
    }
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}

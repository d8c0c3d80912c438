// The container files: docker-compose.yml names a service built from this repo that serves on 2567 and starts the server.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_V8_FLAGS } from './v8-flags';
import { SETTING_NAMES, readConfig } from './config';

const root = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/** One scalar: quoted ('it''s', "a\"b") or plain. */
function scalar(text: string): string {
  const t = text.trim();
  if (t.startsWith("'") && t.endsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
  if (t.startsWith('"') && t.endsWith('"')) return JSON.parse(t) as string;
  return t;
}

/** A flow sequence of scalars, `[a, 'b, c', "d"]`: splits on commas outside quotes. */
function flowList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of text.trim().slice(1, -1)) {
    if (quote === null && (ch === "'" || ch === '"')) quote = ch;
    else if (quote === ch) quote = null;
    if (quote === null && ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') items.push(current);
  return items.map(scalar);
}

/**
 * Reads the YAML our compose file uses: block maps and sequences by indentation, flow sequences of scalars
 * (over several lines too), quoted and plain scalars, whole-line comments. Enough to check it, not a YAML parser.
 */
function readYaml(source: string): Yaml {
  const lines: { indent: number; text: string }[] = [];
  let open: { indent: number; text: string } | null = null;
  for (const raw of source.split('\n')) {
    const text = raw.trim();
    if (open !== null) {
      // Inside a flow sequence spread over lines: gather it into one line.
      open.text += ` ${text}`;
      if (text.endsWith(']')) open = null;
      continue;
    }
    if (text === '' || text.startsWith('#')) continue;
    const line = { indent: raw.length - raw.trimStart().length, text };
    lines.push(line);
    if (/(^|: *|^- *)\[/.test(text) && !text.endsWith(']')) open = line;
  }
  let at = 0;
  const value = (text: string, indent: number): Yaml => {
    if (text === '') return block(indent);
    return text.startsWith('[') ? flowList(text) : scalar(text);
  };
  const block = (parentIndent: number): Yaml => {
    const first = lines[at];
    if (first === undefined || first.indent <= parentIndent) return '';
    const indent = first.indent;
    if (first.text.startsWith('[')) {
      at++;
      return flowList(first.text);
    }
    if (first.text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (lines[at]?.indent === indent && lines[at]?.text.startsWith('- ')) {
        const text = (lines[at] as { text: string }).text.slice(2);
        at++;
        list.push(value(text, indent));
      }
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    while (lines[at]?.indent === indent) {
      const text = (lines[at] as { text: string }).text;
      const colon = text.indexOf(':');
      if (colon < 0) throw new SyntaxError(`not a "key: value" line: ${text}`);
      at++;
      map[scalar(text.slice(0, colon))] = value(text.slice(colon + 1).trim(), indent);
    }
    return map;
  };
  const document = block(-1);
  if (at !== lines.length) throw new SyntaxError(`unexpected indentation at: ${lines[at]?.text}`);
  return document;
}

/** What compose does with `${VAR:-default}` when VAR is unset. */
const defaults = (text: string): string => text.replace(/\$\{\w+:-([^}]*)\}/g, '$1');

function asMap(value: Yaml | undefined): { [key: string]: Yaml } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

const scripts = (): Record<string, string> =>
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The shell words a command runs, with `npm start` and `npm run <script>` followed to their scripts. */
function resolved(words: string, depth = 0): string[] {
  const script = /^npm (?:start|run start)$/.test(words) ? 'start' : /^npm run (\S+)$/.exec(words)?.[1];
  if (script === undefined || depth > 4) return [words];
  return (scripts()[script] ?? '').split('&&').flatMap((part) => resolved(part.trim(), depth + 1));
}

/**
 * The part of a command (exec form or shell words) that starts the game server, or undefined: its sources through
 * tsx, or the file `npm run build:server` compiles them to.
 */
function serverCommand(command: ReadonlyArray<string>): string | undefined {
  if (!read('apps/server/src/main.ts').includes('await serve(')) return undefined;
  if (!read('scripts/build-server.mjs').includes("'apps/server/dist/main.js'")) return undefined;
  return resolved(command.join(' ').trim()).find(
    (part) =>
      /\b(tsx|node)\b/.test(part) &&
      (part.includes('apps/server/src/main.ts') || part.includes('apps/server/dist/main.js')),
  );
}

function startsServer(command: ReadonlyArray<string>): boolean {
  return serverCommand(command) !== undefined;
}

/** The Dockerfile's CMD in exec form (`CMD ["npm", "start"]`). */
function dockerCmd(dockerfile: string): string[] {
  const line = dockerfile.split('\n').find((l) => /^CMD\s+\[/.test(l));
  return line === undefined ? [] : (JSON.parse(line.replace(/^CMD\s+/, '')) as string[]);
}

describe('readYaml', () => {
  it('reads maps, lists, flow lists over several lines and quoted scalars', () => {
    const doc = readYaml(
      [
        '# comment',
        'a:',
        '  b: plain',
        "  c: 'it''s'",
        '  d:',
        "    - '1:2'",
        '    - "x"',
        '  e:',
        '    [',
        "      'CMD',",
        '      "a, b",',
        '    ]',
      ].join('\n'),
    );
    expect(doc).toEqual({ a: { b: 'plain', c: "it's", d: ['1:2', 'x'], e: ['CMD', 'a, b'] } });
  });
});

describe('docker-compose.yml', () => {
  const compose = asMap(readYaml(read('docker-compose.yml')));
  const services = asMap(compose.services);
  const dockerfile = read('Dockerfile');
  /** The services `docker compose up` runs: those of no profile. */
  const plain = Object.fromEntries(
    Object.entries(services).filter(([, service]) => asMap(service).profiles === undefined),
  );
  const built = Object.entries(plain).filter(([, service]) => {
    const build = asMap(service).build;
    const context = typeof build === 'string' ? build : asMap(build).context;
    return typeof context === 'string' && path.resolve(root, context) === root;
  });

  it('has a service built from this repository', () => {
    expect(built.map(([name]) => name)).toEqual(['server']);
  });

  const server = asMap(services.server);

  it('publishes the server port 2567, the default of the config', () => {
    expect(readConfig({}).port).toBe(2567);
    const ports = (Array.isArray(server.ports) ? server.ports : []).map((p) => defaults(String(p)));
    const containerPorts = ports.map((p) =>
      p
        .split(':')
        .at(-1)
        ?.replace(/\/tcp$/, ''),
    );
    expect(containerPorts).toContain('2567');
    expect(defaults(String(asMap(server.environment).PORT))).toBe('2567');
  });

  it('starts the game server (its command, else the image CMD)', () => {
    const own = server.command ?? server.entrypoint;
    const command =
      own === undefined ? dockerCmd(dockerfile) : Array.isArray(own) ? own.map(String) : [String(own)];
    expect(command.length).toBeGreaterThan(0);
    expect(startsServer(command)).toBe(true);
  });

  it('checks that the server is ready on /readyz', () => {
    const test = asMap(server.healthcheck).test;
    expect(Array.isArray(test) ? test.join(' ') : String(test)).toContain('/readyz');
  });

  it('passes every setting on, but those the image fixes', () => {
    const environment = Object.keys(asMap(server.environment));
    const fixedByImage = ['NODE_ENV', 'CLIENT_DIR'];
    expect(environment.sort()).toEqual(SETTING_NAMES.filter((name) => !fixedByImage.includes(name)).sort());
  });

  it('needs no other service', () => {
    expect(Object.keys(plain)).toEqual(['server']);
  });
});

describe('the cluster profile of docker-compose.yml', () => {
  const services = asMap(asMap(readYaml(read('docker-compose.yml'))).services);
  const cluster = Object.entries(services).filter(([, service]) => {
    const profiles = asMap(service).profiles;
    return Array.isArray(profiles) && profiles.includes('cluster');
  });
  const servers = cluster.filter(([, service]) => asMap(service).build === '.');
  const nginx = read('deploy/nginx-cluster.conf');

  it('runs Redis, PostgreSQL, two server processes of this repository and nginx in front', () => {
    expect(cluster.map(([name]) => name).sort()).toEqual([
      'postgres',
      'proxy',
      'redis',
      'server1',
      'server2',
    ]);
    expect(servers.map(([name]) => name)).toEqual(['server1', 'server2']);
    expect(String(asMap(services.proxy).image)).toMatch(/^nginx:/);
  });

  it('gives each process valid cluster settings and an address of its own, which nginx routes to it', () => {
    const addresses = servers.map(([name, service]) => {
      const environment = Object.fromEntries(
        Object.entries(asMap(asMap(service).environment)).map(([key, value]) => [
          key,
          defaults(String(value)),
        ]),
      );
      const config = readConfig(environment);
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      const address = config.publicAddress ?? '';
      const prefix = /\/(p\d+)$/.exec(address)?.[1];
      expect(nginx).toContain(`location /${prefix}/ {\n        proxy_pass http://${name}:${config.port}/;`);
      return address;
    });
    expect(new Set(addresses).size).toBe(2);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  /** The stages, each from its `FROM` line to the next. */
  const stages = dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));
  const final = stages.at(-1) ?? '';

  it('builds the client and compiles the server in a build stage on node 20, from the locked dependencies', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^FROM node:20-slim AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci && npm run build:client && npm run build:server$/m);
    expect(scripts()['build:server']).toBe('node scripts/build-server.mjs');
  });

  it('ships production dependencies only, the compiled server and the client, as a user that is not root', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev --workspace=@flotilla\/server$/m);
    expect(final).toMatch(/^FROM node:20-slim$/m);
    expect(final).toMatch(/^COPY --from=build \/app\/apps\/server\/dist apps\/server\/dist$/m);
    expect(final).toMatch(/^COPY --from=build \/app\/apps\/client\/dist apps\/client\/dist$/m);
    expect(final).not.toMatch(/^RUN npm /m);
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^EXPOSE 2567$/m);
  });

  it('starts the compiled server with node itself, so that SIGTERM reaches it, and checks /readyz', () => {
    const command = dockerCmd(final);
    expect(command[0]).toBe('node');
    expect(command).toContain('apps/server/dist/main.js');
    expect(startsServer(command)).toBe(true);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
  });

  it('keeps the host node_modules out of the image', () => {
    expect(existsSync(path.join(root, '.dockerignore'))).toBe(true);
    expect(read('.dockerignore').split('\n')).toContain('**/node_modules');
  });
});

describe('the server benchmark', () => {
  it('runs both servers under test with the V8 flags that npm start and the image serve with', () => {
    for (const command of [['npm', 'start'], dockerCmd(read('Dockerfile'))]) {
      const server = serverCommand(command) ?? '';
      for (const flag of SERVER_V8_FLAGS) expect(server.split(' ')).toContain(flag);
    }
  });
});

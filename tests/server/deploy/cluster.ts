import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEV_RSA_PUBLIC_KEY } from '../../../server/src/platform/config/keys/dev-keys';

/*
 * Real processes for the deployment and fault tests: API instances started as `npm start` would (server.ts)
 * on a database of their own, nginx with deploy/nginx.conf pointed at them, and helpers to call them.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
export const CAPTCHA = 'Xb26';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts server.ts (or another entry that runs it, such as the benchmark's) in a child process and waits until it answers /readyz. */
export async function startInstance(
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>,
  port?: number,
  entry = 'server/src/server.ts',
  /** The tree it runs from: this repository, or a release built elsewhere (the production smoke test's). */
  cwd = REPO_ROOT,
): Promise<Instance> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      SMS_WHITELIST: 'false',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`实例启动失败：\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`实例 90 秒内没有就绪：\n${output.join('')}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    port: chosen,
    url,
    process: child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** Whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

/** A self-signed certificate for 127.0.0.1 and localhost, written as deploy/tls/ holds a real one. */
function selfSignedCertificate(dir: string): void {
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl 生成证书失败：${run.stderr}`);
}

/**
 * nginx with deploy/nginx.conf, its upstream pointed at the given instances and its root at the build: over
 * plain HTTP, or with `tls` over HTTPS and HTTP/2 as deployed (a self-signed certificate; a browser started with
 * --ignore-certificate-errors accepts it).
 */
export async function startNginx(
  upstreams: number[],
  /** `serverName`: the site's host name(s), SITE_HOST in the template; the loopback names by default. */
  /** `root`: the build nginx serves (this repository's dist/ by default). */
  options: { tls?: boolean; serverName?: string; root?: string } = {},
): Promise<Proxy> {
  if (!NGINX) throw new Error('需要 nginx（apt-get install nginx-light）');
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'xueban-nginx-'));
  await mkdir(join(dir, 'logs'));
  if (options.tls) selfSignedCertificate(dir);
  const site = (await readFile(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8'))
    .replace(/(upstream api \{[\s\S]*?)(?:\s*server [^;]+;)+/, (_, head: string) =>
      [head, ...upstreams.map((upstream) => `  server 127.0.0.1:${upstream} max_fails=3 fail_timeout=5s;`)].join('\n'),
    )
    // Both servers (the site's and the default one that refuses other hosts) on the one test port.
    .replace(/listen 443 ([^;]*);/g, options.tls ? `listen 127.0.0.1:${port} $1;` : '')
    .replace(/listen 80( default_server)?;/g, (_, flag: string | undefined) =>
      options.tls ? '' : `listen 127.0.0.1:${port}${flag ?? ''};`,
    )
    .replaceAll('${SITE_HOST}', options.serverName ?? '127.0.0.1 localhost')
    .replace(/^\s*ssl_[^;]*;$/gm, (line) => (options.tls ? line.replace('/etc/nginx/tls', dir) : ''))
    .replace(/root \/srv\/dist;/, `root ${options.root ?? join(REPO_ROOT, 'dist')};`);
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  await writeFile(join(dir, 'nginx.conf'), conf);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx 配置错误：${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    // Listening is all that is asked here (a TLS handshake with the self-signed certificate is refused).
    if (await listening(port)) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  appData: T;
}

/** Posts a form the way the browser does (organisation header, or the bearer token when given). */
export async function call<T = unknown>(base: string, path: string, form: Record<string, string> = {}, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token ? `Bearer ${token}` : 'Org 20260001',
    },
    body: new URLSearchParams(form).toString(),
  });
  return { httpStatus: response.status, ...((await response.json()) as Envelope<T>) };
}

export function encryptPassword(password: string): string {
  return publicEncrypt({ key: DEV_RSA_PUBLIC_KEY, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

export function freshPhone(): string {
  return `137${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/** Sends a registration code through one address and reads it from the development inbox through another. */
export async function smsCode(sendVia: string, readVia: string, phone: string): Promise<Envelope & { code: string }> {
  const signs = await call<Record<string, string>>(sendVia, '/api/v1/sms/getSgins', { mobilePhone: phone });
  const sent = await call(sendVia, '/api/v1/sms/send', { mobilePhone: phone, smsType: '1', ...signs.appData });
  if (sent.status !== 1) return { ...sent, code: '' };
  const inbox = (await (await fetch(`${readVia}/api/dev/sms-inbox?phone=${phone}`)).json()) as Envelope<{
    messages: { code: string }[];
  }>;
  return { ...sent, code: inbox.appData.messages.find((message) => message.code)?.code ?? '' };
}

/** A registered account: the code sent through one address, the registration through the other. */
export async function register(first: string, second: string, password = 'Demo@2026') {
  const phone = freshPhone();
  const { code, message } = await smsCode(first, second, phone);
  if (!code) throw new Error(`验证码没有发出：${message}`);
  const answer = await call<{ token: string }>(second, '/api/v1/userInfo/register/V2', {
    phone,
    smsCode: code,
    password: encryptPassword(password),
    agreement: '1',
    deviceId: randomBytes(8).toString('hex'),
  });
  if (answer.status !== 1) throw new Error(`注册失败：${answer.message}`);
  return { phone, password, token: answer.appData.token };
}

export interface Dependency {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and removes its files. */
  destroy(): Promise<void>;
}

/** A Redis server of its own (no persistence) that tests may stop and start at will. */
export async function startRedis(): Promise<Dependency> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 100; tries += 1) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error('Redis 没有启动');
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, destroy: stop };
}

/** A throwaway PostgreSQL cluster in a temporary directory (initdb with trust), run as the postgres user when root. */
export async function startPostgres(): Promise<Dependency> {
  const bin = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).stdout.trim();
  if (!bin) throw new Error('找不到 PostgreSQL 程序（/usr/lib/postgresql/*/bin）');
  const dir = await mkdtemp(join(tmpdir(), 'xueban-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) => {
    const full = join(bin, command);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} 失败：${result.stderr}`);
  };
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = async () => run('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = async () => run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

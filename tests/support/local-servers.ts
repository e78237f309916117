import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL and Redis for tests, from Debian's `postgresql` and `redis-server` packages (`.ci/run`
 * installs them): each on a free loopback port with its data in a new temporary directory,
 * removed at stop. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function redisBin(): string | undefined {
  for (const path of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(path)) return path;
  return undefined;
}

/** Why the local servers cannot run here, or undefined when they can. */
export function localServersMissing(): string | undefined {
  const missing = [postgresBin() ? undefined : 'postgresql', redisBin() ? undefined : 'redis-server'].filter(Boolean);
  return missing.length === 0 ? undefined : `Debian packages missing: ${missing.join(', ')} (.ci/run installs them: apt-get install -y postgresql redis-server)`;
}

export interface LocalPostgres {
  readonly url: string;
  readonly port: number;
  /** A URL of a new, empty database on this server. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server but keeps its data (fault tests); `start` brings it back. */
  pause(): void;
  start(): void;
  stop(): void;
}

function asPostgres(args: readonly [string, ...string[]], bin: string): void {
  const [program, ...programArgs] = args;
  const asRoot = userInfo().uid === 0;
  const command = asRoot ? 'runuser' : join(bin, program);
  const rest = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...programArgs] : programArgs;
  const result = spawnSync(command, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
}

export async function startPostgres(): Promise<LocalPostgres> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error(localServersMissing());
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (userInfo().uid === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(['initdb', '-D', data, '-A', 'trust', '-U', 'portal', '--no-sync', '-E', 'UTF8'], bin);
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = (): void => {
    asPostgres(['pg_ctl', '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start'], bin);
  };
  const pause = (): void => {
    asPostgres(['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop'], bin);
  };
  start();
  const url = `postgres://portal@127.0.0.1:${String(port)}/postgres`;
  return {
    url,
    port,
    createDatabase: async (name) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://portal@127.0.0.1:${String(port)}/${name}`;
    },
    pause,
    start,
    stop: () => {
      try {
        asPostgres(['pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop'], bin);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LocalRedis {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<LocalRedis> {
  const bin = redisBin();
  if (bin === undefined) throw new Error(localServersMissing());
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on port ${String(port)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

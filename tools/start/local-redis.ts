import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';

export interface LocalRedis {
  url: string;
  stop(): void;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** REDIS_URL if set; else a Redis already on 127.0.0.1:6379; else one we start from redis-server. */
export async function findOrStartRedis(root: string, port: number): Promise<LocalRedis> {
  if (process.env.REDIS_URL) {
    if (!(await answers(process.env.REDIS_URL))) throw new Error(`REDIS_URL (${process.env.REDIS_URL}) does not answer.`);
    return { url: process.env.REDIS_URL, stop: () => undefined };
  }
  const standard = 'redis://127.0.0.1:6379';
  if (await answers(standard)) return { url: standard, stop: () => undefined };

  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error(
      'Timekeep needs Redis 6.2 or later and none answers on 127.0.0.1:6379.\n' +
        '  Install one (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run npm start again,\n' +
        '  or point REDIS_URL at one (REDIS_URL=redis://host:6379 npm start).',
    );
  }
  const dir = join(root, '.data', 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await answers(url))) throw new Error(`redis-server did not come up on port ${port}.`);
  console.log(`Started redis-server on port ${port} (data in ${dir}).`);
  return { url, stop: () => child.kill('SIGTERM') };
}

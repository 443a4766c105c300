import IORedis from 'ioredis';
import { testRedisPrefix } from '@timekeep/testing-postgres';
import { AppConfig, createRedis, FixedWindowCounter } from '../src';

describe('FixedWindowCounter (real Redis)', () => {
  const config = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix: testRedisPrefix() } as AppConfig;
  let counter: FixedWindowCounter;
  let redis: IORedis;

  beforeAll(() => {
    counter = new FixedWindowCounter(config);
    redis = createRedis(config.redisUrl);
  });
  afterAll(async () => {
    await counter.onModuleDestroy();
    await redis.quit();
  });

  it('counts a burst sent at once exactly, allows up to the limit and says when the window ends', async () => {
    const now = Date.parse('2026-11-25T04:00:15Z');
    const hits = await Promise.all(Array.from({ length: 12 }, () => counter.hit('burst', 5, 60, now)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.find((hit) => hit.count === 5)).toEqual({ allowed: true, count: 5, retryAfterSeconds: 0, secondsLeft: 45 });
    expect(hits.find((hit) => hit.count === 6)).toEqual({ allowed: false, count: 6, retryAfterSeconds: 45, secondsLeft: 45 });

    // Under the prefix, one key a window, kept past its window for instances whose clocks lag.
    const key = `${config.redisPrefix}:burst:${Math.floor(now / 60_000)}`;
    expect(await redis.get(key)).toBe('12');
    expect(await redis.ttl(key)).toBeGreaterThan(60);
    expect(await counter.hit('burst', 5, 60, now + 45_000)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0, secondsLeft: 60 });
    expect(await counter.hit('other', 5, 60, now)).toMatchObject({ count: 1 });
  });

  it('holds from the first hit until cleared or expired', async () => {
    for (let i = 1; i <= 3; i += 1) expect(await counter.hitSinceFirst('hold', 3, 900)).toMatchObject({ allowed: true, count: i, retryAfterSeconds: 0 });
    const held = await counter.hitSinceFirst('hold', 3, 900);
    expect(held).toMatchObject({ allowed: false, count: 4 });
    expect(held.retryAfterSeconds).toBeGreaterThan(890);
    expect(held.retryAfterSeconds).toBeLessThanOrEqual(900);
    // Later hits do not stretch the hold.
    await redis.expire(`${config.redisPrefix}:hold`, 100);
    expect((await counter.hitSinceFirst('hold', 3, 900)).retryAfterSeconds).toBeLessThanOrEqual(100);

    await counter.clear('hold');
    expect(await counter.hitSinceFirst('hold', 3, 900)).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });
});

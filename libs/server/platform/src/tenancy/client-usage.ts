import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { createRedis } from '../jobs/redis';

/** Calls are counted in quarters of an hour: every time zone's midnight (…, +5:45, +9:30, +12:45) falls on one. */
const QUARTER_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The last 7 local days of any zone (UTC−12 to UTC+14) lie within the UTC days from 7 days ago to tomorrow. */
const UTC_DAYS_READ = { before: 7, after: 1 };
/** A day's counts are kept a little longer than they are read. */
const DAYS_KEPT = 10;

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** One formatter per zone: making one costs far more than formatting (a list sums hundreds of quarters per client). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const localDate = (ms: number, timeZone: string) => {
  let format = dateFormats.get(timeZone);
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(new Date(ms));
};

/**
 * The calls counted in each quarter hour (its start, in ms) summed by the company's calendar day:
 * the last `days` days ending today, oldest first, a day without calls as 0.
 */
export function callsByLocalDay(quarters: ReadonlyMap<number, number>, timeZone: string, now: number, days = 7): Array<{ date: string; calls: number }> {
  const today = localDate(now, timeZone);
  const dates: string[] = [];
  // Noon UTC steps cannot skip or repeat a date however the zone's offset or DST falls.
  for (let noon = Date.parse(`${today}T12:00:00Z`), i = days - 1; i >= 0; i--) dates.push(utcDate(noon - i * DAY_MS));
  const calls = new Map(dates.map((d) => [d, 0]));
  for (const [start, count] of quarters) {
    const date = localDate(start, timeZone);
    if (calls.has(date)) calls.set(date, (calls.get(date) ?? 0) + count);
  }
  return dates.map((date) => ({ date, calls: calls.get(date) ?? 0 }));
}

/**
 * How much each OAuth client uses the API (issue 34 §3): when it last called, and its calls per
 * quarter hour for the last days, in Redis beside the calls-per-minute throttle (a call costs one
 * pipelined write, no database row). Keys under REDIS_PREFIX: `oauth-usage:<client>:<UTC date>`, a
 * hash of quarter-hour counts that expires after 10 days, and `oauth-last-used:<client>`, kept
 * until the client is deleted. A count lost with Redis is a statistic lost, never pay.
 */
@Injectable()
export class ClientUsage implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  private dayKey = (clientPk: string, ms: number) => `${this.config.redisPrefix}:oauth-usage:${clientPk}:${utcDate(ms)}`;
  private lastKey = (clientPk: string) => `${this.config.redisPrefix}:oauth-last-used:${clientPk}`;

  /** Counts one call by the client (its internal id) at `now`. */
  async record(clientPk: string, now = Date.now()): Promise<void> {
    const key = this.dayKey(clientPk, now);
    const quarter = Math.floor((now % DAY_MS) / QUARTER_MS);
    await this.redis
      .multi()
      .hincrby(key, String(quarter), 1)
      .expire(key, (DAYS_KEPT * DAY_MS) / 1000)
      .set(this.lastKey(clientPk), String(now))
      .exec();
  }

  /** Each client's last call (or null) and its calls on each of the last 7 days in `timeZone`. */
  async read(clientPks: readonly string[], timeZone: string, now = Date.now()): Promise<Map<string, { lastUsed: Date | null; callsByDay: Array<{ date: string; calls: number }> }>> {
    const found = new Map<string, { lastUsed: Date | null; callsByDay: Array<{ date: string; calls: number }> }>();
    if (!clientPks.length) return found;
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const dayStarts: number[] = [];
    for (let d = -UTC_DAYS_READ.before; d <= UTC_DAYS_READ.after; d++) dayStarts.push(today + d * DAY_MS);
    const pipeline = this.redis.pipeline();
    for (const pk of clientPks) {
      pipeline.get(this.lastKey(pk));
      for (const start of dayStarts) pipeline.hgetall(this.dayKey(pk, start));
    }
    const replies = ((await pipeline.exec()) ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    clientPks.forEach((pk, c) => {
      const at = c * (dayStarts.length + 1);
      const last = replies[at] as string | null;
      const quarters = new Map<number, number>();
      dayStarts.forEach((start, d) => {
        for (const [quarter, count] of Object.entries((replies[at + 1 + d] as Record<string, string>) ?? {})) quarters.set(start + Number(quarter) * QUARTER_MS, Number(count));
      });
      found.set(pk, { lastUsed: last ? new Date(Number(last)) : null, callsByDay: callsByLocalDay(quarters, timeZone, now) });
    });
    return found;
  }

  /** A deleted client's figures go with it. */
  async forget(clientPk: string, now = Date.now()): Promise<void> {
    const keys = [this.lastKey(clientPk)];
    for (let d = -DAYS_KEPT; d <= UTC_DAYS_READ.after; d++) keys.push(this.dayKey(clientPk, now + d * DAY_MS));
    await this.redis.del(...keys);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

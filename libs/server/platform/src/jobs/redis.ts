import IORedis, { RedisOptions } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` on blocking connections. */
export function createRedis(url: string, options: RedisOptions = {}): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}

import { ConfigError, loadConfig } from './app-config';

describe('configuration', () => {
  const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/timekeep' };

  it('fills defaults for everything optional', () => {
    const config = loadConfig(valid);
    expect(config.port).toBe(3000);
    expect(config.apiBasePath).toBe('/server');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.kafkaEnabled).toBe(false);
  });

  it('derives the Redis prefix from the database, so two instances on one Redis never share keys', () => {
    const prefix = (url: string, extra: Record<string, string> = {}) => loadConfig({ DATABASE_URL: url, ...extra }).redisPrefix;
    const timekeep = prefix('postgres://postgres@127.0.0.1:5432/timekeep');
    expect(timekeep).toMatch(/^tk-timekeep-[0-9a-f]{8}$/);
    expect(prefix('postgresql://other:secret@127.0.0.1/timekeep?sslmode=disable')).toBe(timekeep);
    expect(prefix('postgres://postgres@127.0.0.1:5432/timekeep_2')).not.toBe(timekeep);
    expect(prefix('postgres://postgres@127.0.0.1:54329/timekeep')).not.toBe(timekeep);
    expect(prefix('postgres://postgres@db.internal:5432/timekeep')).not.toBe(timekeep);
    expect(prefix('postgres://postgres@127.0.0.1:5432/time keep.v2')).toMatch(/^[a-zA-Z0-9:_-]+$/);
    expect(prefix('postgres://postgres@127.0.0.1:5432/timekeep', { REDIS_PREFIX: 'shared-tk' })).toBe('shared-tk');
  });

  it('names the missing variable', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL is required/);
  });

  it('names the variable with a bad value and says what is wrong', () => {
    try {
      loadConfig({ ...valid, PORT: 'eighty', REDIS_URL: 'http://x' });
      fail('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT /m);
      expect(problems).toMatch(/^REDIS_URL must be a redis:\/\/ URL/m);
    }
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required in production/);
  });

  it('gives third-party calls 20 seconds unless told otherwise, and refuses a timeout that is no duration', () => {
    expect(loadConfig(valid).integrations.timeoutMs).toBe(20_000);
    expect(loadConfig({ ...valid, INTEGRATION_TIMEOUT_MS: '1500' }).integrations.timeoutMs).toBe(1500);
    expect(() => loadConfig({ ...valid, INTEGRATION_TIMEOUT_MS: '0' })).toThrow(/INTEGRATION_TIMEOUT_MS/);
  });

  it('trusts no proxy with X-Forwarded-For unless told which, and refuses what is no address', () => {
    expect(loadConfig(valid).trustProxy).toEqual([]);
    expect(loadConfig({ ...valid, TRUST_PROXY: 'loopback, 10.0.0.0/8,::1, 172.18.0.2' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1', '172.18.0.2']);
    expect(() => loadConfig({ ...valid, TRUST_PROXY: 'true' })).toThrow(/^ {2}- TRUST_PROXY must list addresses/m);
    expect(() => loadConfig({ ...valid, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('splits the Kafka broker list', () => {
    expect(loadConfig({ ...valid, KAFKA_BROKERS: 'a:9092, b:9092' }).kafka.brokers).toEqual(['a:9092', 'b:9092']);
  });
});

describe('empty variables', () => {
  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SMTP_URL: '', KAFKA_BROKERS: '' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.kafkaEnabled).toBe(false);
  });
});

import { createECDH, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { generateVAPIDKeys } from 'web-push';
import { loadConfig } from './app-config';

describe('web push keys in the configuration (ADR 0070)', () => {
  const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/timekeep', JWT_SECRET: 'a-signing-key-of-thirty-two-characters-or-more' };
  const production = { ...valid, NODE_ENV: 'production', TIMEKEEP_ADMIN_PASSWORD: 'Another-password-1' };

  it('outside production without keys: a pair derived from the signing key, the same for every process that reads it', () => {
    const pair = loadConfig(valid).push.vapid;
    expect(pair).toEqual(loadConfig(valid).push.vapid);
    expect(loadConfig({ ...valid, JWT_SECRET: 'another-signing-key-of-thirty-two-characters' }).push.vapid?.publicKey).not.toBe(pair?.publicKey);
    // A real P-256 pair: the public key is the private key's, and what one signs the other verifies.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(pair?.privateKey ?? '', 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(pair?.publicKey);
    const raw = Buffer.from(pair?.publicKey ?? '', 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
    const signature = sign('sha256', Buffer.from('claims'), createPrivateKey({ key: { ...jwk, d: pair?.privateKey }, format: 'jwk' }));
    expect(verify('sha256', Buffer.from('claims'), createPublicKey({ key: jwk, format: 'jwk' }), signature)).toBe(true);
    expect(pair?.subject).toBe('mailto:admin@timekeep.local');
  });

  it('in production push is off until the operator sets a pair; a set pair is used as given', () => {
    expect(loadConfig(production).push.vapid).toBeNull();
    const keys = generateVAPIDKeys();
    expect(loadConfig({ ...production, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://timekeep.example.com/contact' }).push.vapid).toEqual({
      ...keys,
      subject: 'https://timekeep.example.com/contact',
    });
  });

  it('refuses half a pair, a subject that is no contact, and a listed push service that is not https', () => {
    const { publicKey } = generateVAPIDKeys();
    expect(() => loadConfig({ ...valid, VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PRIVATE_KEY must be set with its pair');
    expect(() => loadConfig({ ...valid, VAPID_SUBJECT: 'ops@example.com' })).toThrow('VAPID_SUBJECT must be a mailto: or https: address');
    expect(() => loadConfig({ ...valid, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4555' })).toThrow('PUSH_SERVICE_ORIGINS must list https origins');
  });
});

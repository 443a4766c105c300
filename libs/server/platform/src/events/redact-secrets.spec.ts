import { redactSecrets } from './redact-secrets';

describe('redacting secrets', () => {
  it('masks credential fields at any depth and keeps everything else', () => {
    expect(redactSecrets({ userId: 'u', passwordHash: '$argon2id$...', nested: [{ pinHash: 'x', n: 1 }] })).toEqual({
      userId: 'u',
      passwordHash: '[redacted]',
      nested: [{ pinHash: '[redacted]', n: 1 }],
    });
  });
});

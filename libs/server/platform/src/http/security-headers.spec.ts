import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicyHeader } from './security-headers';

describe('the security headers', () => {
  const nginx = readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'infra', 'nginx', 'security-headers.conf'), 'utf8');
  const header = (name: string) => new RegExp(`^add_header ${name} "([^"]*)" always;$`, 'm').exec(nginx)?.[1];

  it('are the same from nginx (docker-compose) as from the api (npm start)', () => {
    expect(header('Content-Security-Policy')).toBe(contentSecurityPolicyHeader());
    expect([header('X-Frame-Options'), header('X-Content-Type-Options'), header('Referrer-Policy')]).toEqual(['DENY', 'nosniff', 'no-referrer']);
  });

  it('let no script in but our own files, and no page frame the console', () => {
    const policy = Object.fromEntries(contentSecurityPolicyHeader().split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });
});

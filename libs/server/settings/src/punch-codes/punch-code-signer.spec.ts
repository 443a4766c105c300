import type { AppConfig } from '@timekeep/server-platform';
import { PunchCodeSigner } from './punch-code-signer';

const signerWith = (jwtSecret: string) => new PunchCodeSigner({ jwtSecret } as AppConfig);

const signer = signerWith('a-test-secret-of-at-least-32-characters');
const ACME = '6f1c1a52-0f63-4d8c-9a53-5d3b1d1c0a01';
const OTHER = '6f1c1a52-0f63-4d8c-9a53-5d3b1d1c0a02';
const fields = { departmentId: 'd1', departmentName: 'Packing', jobId: 'j1', jobName: 'Slab pour', taskId: null, taskName: null };

describe('punch code signatures', () => {
  it('draws the spec payload in its order with the signature last, and the company reads its own code back', () => {
    const { payload, text } = signer.sign(ACME, fields);
    expect(Object.keys(JSON.parse(text))).toEqual(['departmentId', 'departmentName', 'jobId', 'jobName', 'taskId', 'taskName', 'sig']);
    expect(payload.sig).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(ACME, text)).toEqual(fields);
  });

  it('refuses a code of another company, and the same code signed under another server secret', () => {
    const { text } = signer.sign(ACME, fields);
    expect(signer.verify(OTHER, text)).toBeNull();
    expect(signerWith('another-secret-of-at-least-32-characters!').verify(ACME, text)).toBeNull();
  });

  it('refuses a code whose job was changed after signing, one without a signature, and text that is no code', () => {
    const { payload } = signer.sign(ACME, fields);
    expect(signer.verify(ACME, JSON.stringify({ ...payload, jobId: 'j2' }))).toBeNull();
    expect(signer.verify(ACME, JSON.stringify(fields))).toBeNull();
    expect(signer.verify(ACME, 'not json')).toBeNull();
    expect(signer.verify(ACME, JSON.stringify({ ...payload, jobName: 7 }))).toBeNull();
  });

  it('reads a code whatever the order of its keys, since the signature covers the fields, not the spacing', () => {
    const { payload } = signer.sign(ACME, fields);
    const reordered = JSON.stringify({ sig: payload.sig, taskName: null, taskId: null, jobName: 'Slab pour', jobId: 'j1', departmentName: 'Packing', departmentId: 'd1' });
    expect(signer.verify(ACME, reordered)).toEqual(fields);
  });

  it('signs the specific customer variant under the names the spec gives it', () => {
    const special = { project: 'j1', projectName: 'Tower', panel: 't1', panelName: 'P1', task: 't2', taskName: 'P1.01', category: 'p1', categoryName: 'Ordinary' };
    const { text } = signer.sign(ACME, special);
    expect(Object.keys(JSON.parse(text))).toEqual([...Object.keys(special), 'sig']);
    expect(signer.verify(ACME, text)).toEqual(special);
    expect(signer.verify(ACME, text.replace('"P1.01"', '"P1.02"'))).toBeNull();
  });
});

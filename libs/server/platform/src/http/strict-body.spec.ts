import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { formArray } from '@timekeep/contracts';
import { parseBody, parsePayload } from './zod-validation';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { message: string }).message;
    throw error;
  }
  return null;
};

describe('parseBody (ADR 0052)', () => {
  const rule = z.object({ id: z.string().optional(), rows: formArray(z.object({ from: z.number(), sections: z.array(z.object({ start: z.string() })).optional() })) });
  const schema = z.object({
    name: z.string().min(1, 'This field is required.'),
    note: z.string().nullish(),
    rule: rule.optional(),
    kind: z.discriminatedUnion('type', [z.object({ type: z.literal('a'), a: z.number() }), z.object({ type: z.literal('b') })]).optional(),
    extras: z.object({}).passthrough().optional(),
  }).transform((v) => v);

  it('refuses a field the schema does not declare, at any depth, naming each, before any other problem', () => {
    expect(refusal(() => parseBody(schema, { name: 'x', roundingId: 'r', holidayRegion: 'WGN' }))).toBe('Unknown field(s): roundingId, holidayRegion.');
    expect(refusal(() => parseBody(schema, { name: '', rule: { rows: [{ from: 1, sections: [{ start: '09:00', end: '17:00' }] }] } }))).toBe('Unknown field(s): rule.rows.0.sections.0.end.');
    expect(refusal(() => parseBody(schema, { name: 'x', kind: { type: 'a', a: 1, b: 2 } }))).toBe('Unknown field(s): kind.b.');
    // Form-encoded rows arrive keyed 0, 1, ...
    expect(refusal(() => parseBody(schema, { name: 'x', rule: { rows: { 0: { from: 1, to: 2 } } } }))).toBe('Unknown field(s): rule.rows.0.to.');
  });

  it('passes a body that names only declared fields, and keeps what a passthrough object declared open', () => {
    expect(parseBody(schema, { name: 'x', note: null, rule: { rows: [{ from: 1 }] }, extras: { anything: 1 } })).toEqual({ name: 'x', note: null, rule: { rows: [{ from: 1 }] }, extras: { anything: 1 } });
  });

  it('leaves parsePayload (query strings, stored payloads) dropping what it does not know', () => {
    expect(parsePayload(schema, { name: 'x', _: '1700000000000' })).toEqual({ name: 'x' });
  });
});

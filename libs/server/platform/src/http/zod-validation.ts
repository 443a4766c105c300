import { BadRequestException } from '@nestjs/common';
import type { ZodIssue, ZodType, ZodTypeDef } from 'zod';
import { strictDeep } from './strict-body';

/** The sentence a write with fields its schema does not declare is refused with (ADR 0052). */
export const unknownFieldsText = (fields: readonly string[]) => `Unknown field(s): ${fields.join(', ')}.`;

/** The dotted paths of the keys zod refused as undeclared, in the order it met them. */
function unknownFields(issues: readonly ZodIssue[]): string[] {
  return issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : []));
}

/**
 * Parses a payload or answers 400 with the first problem as the message (the console shows it).
 * Fields the schema does not declare come first: they say the client speaks another contract.
 */
export function parsePayload<T>(schema: ZodType<T, ZodTypeDef, unknown>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const unknown = unknownFields(parsed.error.issues);
  const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.code === 'unrecognized_keys' ? unknownFieldsText(i.keys.map((k) => [...i.path, k].join('.'))) : i.message }));
  const message = unknown.length ? unknownFieldsText(unknown) : issues[0]?.message;
  throw new BadRequestException({ message: message ?? 'error', errors: issues });
}

/**
 * Parses the body of a write: as parsePayload, and a field the schema does not declare, at any
 * depth, is a 400 naming it, never dropped (docs/decisions/0052-unknown-fields-are-refused.md).
 * Query strings stay with parsePayload: browsers and proxies add parameters of their own.
 */
export function parseBody<T>(schema: ZodType<T, ZodTypeDef, unknown>, body: unknown): T {
  return parsePayload(strictDeep(schema), body);
}

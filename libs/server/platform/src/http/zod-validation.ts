import { BadRequestException } from '@nestjs/common';
import type { ZodType, ZodTypeDef } from 'zod';

/** Parses a payload or answers 400 with the first problem as the message (the console shows it). */
export function parsePayload<T>(schema: ZodType<T, ZodTypeDef, unknown>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new BadRequestException({ message: issues[0]?.message ?? 'error', errors: issues });
}

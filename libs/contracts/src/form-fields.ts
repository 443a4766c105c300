import { z } from 'zod';
import { REQUIRED_TEXT } from './validation';

/**
 * Form-encoded saves send everything as text; these read the spec's fields from either form or JSON.
 * They live in the contracts with the request schemas built from them, so the console can share a
 * form's schema with the server that parses it.
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const booleanText = (v: unknown) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : blankToUndefined(v));
export const formBoolean = z.preprocess(booleanText, z.boolean());
/** A tick that may be left out (or sent blank): undefined, for the domain to default. */
export const formFlag = z.preprocess(booleanText, z.boolean().optional());

/** Optional text, trimmed; blank is null. */
export const formText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), z.string().trim().max(max, `At most ${max} characters.`).nullish().transform((v) => v ?? null));

export const requiredText = (max: number) => z.string({ required_error: REQUIRED_TEXT }).trim().min(1, REQUIRED_TEXT).max(max, `At most ${max} characters.`);

export const formNumber = z.preprocess(blankToUndefined, z.coerce.number({ invalid_type_error: 'Enter a number.' }));

/** Lists arrive as arrays, repeated keys or one comma-joined string. */
export const formList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value),
    z.array(item),
  );

export const formVersion = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** The id of the record being edited; blank (a new record) reads as absent. */
export const formId = z.string().uuid().optional().or(z.literal('').transform(() => undefined));

/** The name POST /api/avatars (and the logo upload) gives a stored image: 128 random bits and the image's type. */
export const UPLOADED_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/**
 * A picture's name from POST /api/avatars: absent keeps the current picture, blank removes it,
 * and anything but a name the upload gave is refused.
 */
export const uploadedImageName = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().regex(UPLOADED_IMAGE_NAME, 'Upload the picture again.').nullable().optional(),
);

/** A list of objects: JSON arrays, or form-encoded rows that arrive as an object keyed 0, 1, ... */
export const formArray = <T extends z.ZodTypeAny>(item: T) => z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v), z.array(item).default([]));

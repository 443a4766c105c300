import {
  ZodArray,
  ZodBranded,
  ZodCatch,
  ZodDefault,
  ZodDiscriminatedUnion,
  ZodEffects,
  ZodIntersection,
  ZodLazy,
  ZodNever,
  ZodNullable,
  ZodObject,
  ZodOptional,
  ZodPipeline,
  ZodReadonly,
  ZodRecord,
  ZodTuple,
  ZodUnion,
  type ZodRawShape,
  type ZodTypeAny,
} from 'zod';

const strictened = new WeakMap<ZodTypeAny, ZodTypeAny>();

/**
 * The schema with every object in it, however deep, refusing keys it does not declare
 * (docs/decisions/0052-unknown-fields-are-refused.md). zod's objects drop unknown keys by default,
 * so a client that spells a field differently was told 'success' while its value was lost. An
 * object declared `.passthrough()` or with a `.catchall()` keeps what it declared. Built once per
 * schema.
 */
export function strictDeep<T extends ZodTypeAny>(schema: T): T {
  const known = strictened.get(schema);
  if (known) return known as T;
  const built = build(schema);
  strictened.set(schema, built);
  return built as T;
}

function build(schema: ZodTypeAny): ZodTypeAny {
  const def = schema._def;
  if (schema instanceof ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as ZodRawShape).map(([key, value]) => [key, strictDeep(value)]));
    const keepsOthers = def.unknownKeys === 'passthrough' || !(def.catchall instanceof ZodNever);
    return new ZodObject({ ...def, shape: () => shape, unknownKeys: keepsOthers ? def.unknownKeys : 'strict' });
  }
  if (schema instanceof ZodEffects) return new ZodEffects({ ...def, schema: strictDeep(def.schema) });
  if (schema instanceof ZodOptional || schema instanceof ZodNullable || schema instanceof ZodDefault || schema instanceof ZodCatch || schema instanceof ZodReadonly) {
    return new (schema.constructor as new (d: unknown) => ZodTypeAny)({ ...def, innerType: strictDeep(def.innerType) });
  }
  if (schema instanceof ZodBranded) return new ZodBranded({ ...def, type: strictDeep(def.type) });
  if (schema instanceof ZodArray) return new ZodArray({ ...def, type: strictDeep(def.type) });
  if (schema instanceof ZodDiscriminatedUnion) return ZodDiscriminatedUnion.create(def.discriminator, def.options.map((o: ZodTypeAny) => strictDeep(o)));
  if (schema instanceof ZodUnion) return new ZodUnion({ ...def, options: def.options.map((o: ZodTypeAny) => strictDeep(o)) });
  // Each side of an intersection declares only its own keys: strict sides would refuse each other's.
  if (schema instanceof ZodIntersection) return schema;
  if (schema instanceof ZodRecord) return new ZodRecord({ ...def, valueType: strictDeep(def.valueType) });
  if (schema instanceof ZodTuple) return new ZodTuple({ ...def, items: def.items.map((i: ZodTypeAny) => strictDeep(i)), rest: def.rest ? strictDeep(def.rest) : def.rest });
  if (schema instanceof ZodPipeline) return new ZodPipeline({ ...def, in: strictDeep(def.in), out: strictDeep(def.out) });
  if (schema instanceof ZodLazy) return new ZodLazy({ ...def, getter: () => strictDeep(def.getter()) });
  return schema;
}

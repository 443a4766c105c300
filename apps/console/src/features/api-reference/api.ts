import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../api/http';

/** The integrators' OpenAPI document (issue 34 §2, ADR 0041): what the reference page draws. */
const operationSchema = z
  .object({
    summary: z.string().optional(),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    security: z.array(z.record(z.array(z.string()))).optional(),
    parameters: z.array(z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), description: z.string().optional(), schema: z.unknown().optional() }).passthrough()).optional(),
    requestBody: z.object({ content: z.record(z.object({ schema: z.unknown().optional() }).passthrough()) }).passthrough().optional(),
    responses: z.record(z.object({ description: z.string(), content: z.record(z.object({ schema: z.unknown().optional() }).passthrough()).optional() }).passthrough()),
  })
  .passthrough();
export type Operation = z.infer<typeof operationSchema>;

const documentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }).passthrough(),
    paths: z.record(z.record(z.unknown())),
    servers: z.array(z.object({ url: z.string() }).passthrough()).optional(),
    components: z.object({ schemas: z.record(z.unknown()).optional() }).passthrough().optional(),
  })
  .passthrough();
export type OpenApiDocument = z.infer<typeof documentSchema>;

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in its order: its method, path and what it says. */
export function operationsOf(document: OpenApiDocument): Array<{ method: (typeof METHODS)[number]; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((method) => ({ method, path, operation: operationSchema.parse(item[method]) })),
  );
}

export const useOpenApiDocument = () => useQuery({ queryKey: ['openapi'], queryFn: () => request(documentSchema, '/api/openapi.json'), staleTime: Infinity });

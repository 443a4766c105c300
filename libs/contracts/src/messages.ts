import { z } from 'zod';

/** Message codes the API answers with; the console maps them to the spec's texts. */
export const MessageCode = {
  Success: 'success',
  Error: 'error',
} as const;
export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];

export interface MessageReply<T = undefined> {
  message: string;
  data?: T;
}

/** A reply that is only a message code ('success' or a refusal's code). Replies with more fields extend it. */
export const messageReplySchema = z.object({ message: z.string() });

/** A choice the server offers a form: an id and what it is called (roles, supervisors, functions, people). */
export const namedSchema = z.object({ id: z.string(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

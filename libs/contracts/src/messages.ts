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

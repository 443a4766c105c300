import { z } from 'zod';

/**
 * GET /api/support (ours: docs/decisions/0068-contact-us-is-help.md): whom a person asks for help
 * with the product: their company's administrators (name and work email, never a phone number), and
 * the operator's support address when one is configured.
 */
export const supportInfoSchema = z.object({
  companyName: z.string(),
  administrators: z.array(z.object({ name: z.string(), email: z.string() })),
  supportEmail: z.string().nullable(),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

import { z } from 'zod';
import { formVersion } from './form-fields';
import { MYOB_DEFAULT_ENDPOINT_VERSION } from './work';

/**
 * What the integrations' forms and third parties' returns send (the integrations context parses
 * them); their replies are beside the rest of each integration's contract (work.ts: the MYOB and
 * upload connections; payroll.ts: Xero; transfers.ts, workflow-max.ts: the sends).
 */

/** A connection form's text: absent or null is empty (the domain says what is required). */
const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, `At most ${max} characters.`));
/** 0: the form of a company with no connection yet. */
const connectionVersion = formVersion.or(z.literal(0));

/** POST integrations/myob-advanced/save (docs/decisions/0020-myob-advanced.md): an empty password keeps the stored one. */
export const myobConnectionSaveSchema = z.object({
  baseUrl: text(300),
  endpointVersion: text(20).transform((v) => v || MYOB_DEFAULT_ENDPOINT_VERSION),
  tenant: text(100),
  branch: text(50),
  username: text(100),
  password: text(200),
  version: connectionVersion,
});

/** POST integrations/greentree/save and integrations/ax/save (docs/decisions/0039-timesheet-transfers.md): an empty key keeps the stored one. */
export const uploadConnectionSaveSchema = z.object({ baseUrl: text(300), company: text(100), apiKey: text(500), version: connectionVersion });

/** GET payrolltransfer/xero-callback: Xero's return with our state, and its code or its error (ADR 0037). */
export const xeroCallbackQuerySchema = z.object({ state: z.string().max(200).optional(), code: z.string().max(2000).optional(), error: z.string().max(200).optional() });

/** Document 3 §7 /xeroApiPay: the pay periods (a comma list) and the departments. */
const idList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)));
export const xeroPayRequestSchema = z
  .object({ payrollTransferIds: idList, departmentIds: idList })
  .refine((b) => b.payrollTransferIds.length > 0, { message: 'Please select at least one pay period.', path: ['payrollTransferIds'] });
export type XeroPayRequest = z.infer<typeof xeroPayRequestSchema>;

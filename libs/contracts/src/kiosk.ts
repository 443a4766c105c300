import { z } from 'zod';
import { formArray, formId, formVersion } from './form-fields';

/** Document 3 §3 "Kiosk config": who a kiosk greets besides employees. */
export const KIOSK_USER_TYPES = ['Visitor', 'Contractor'] as const;
export type KioskUserType = (typeof KIOSK_USER_TYPES)[number];
export const kioskUserTypeSchema = z.enum(KIOSK_USER_TYPES);

/** Document 3 §3: the kinds of a kiosk content item; a new item is a Video. */
export const KIOSK_CONTENT_TYPES = ['Video', 'Web', 'Html'] as const;
export type KioskContentType = (typeof KIOSK_CONTENT_TYPES)[number];
export const DEFAULT_KIOSK_CONTENT_TYPE: KioskContentType = 'Video';

export const kioskContentItemSchema = z.object({ kioskContentType: z.enum(KIOSK_CONTENT_TYPES), content: z.string() });
export type KioskContentItem = z.infer<typeof kioskContentItemSchema>;

/** GET /kiosk-contents (and the body of POST /kiosk-contents, with the version the form was loaded at). */
export const kioskContentsSchema = z.object({
  kioskUserTypeToLabelMap: z.object({ Visitor: z.string(), Contractor: z.string() }),
  kioskUserTypeToKioskContentsMap: z.object({ Visitor: z.array(kioskContentItemSchema), Contractor: z.array(kioskContentItemSchema) }),
  /** 0 before the company first saves its contents. */
  version: z.number(),
});
export type KioskContents = z.infer<typeof kioskContentsSchema>;

/** GET /api/kiosk-contents?type=Visitor: what a kiosk shows one kind of visitor. */
export const kioskContentsOfTypeSchema = z.object({ type: kioskUserTypeSchema, label: z.string(), contents: z.array(kioskContentItemSchema) });
export type KioskContentsOfType = z.infer<typeof kioskContentsOfTypeSchema>;

/** Document 3 §3 "Kiosk contact": whom a visitor at the kiosk can ask for. */
export const kioskContactSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string(),
  email: z.string(),
  department: z.string(),
  version: z.number(),
});
export type KioskContact = z.infer<typeof kioskContactSchema>;

/** Document 3 §9. */
export const KIOSK_CONTACT_MODAL_WIDTH = 550;

/**
 * Document 3 §3 "QR payload": the JSON text a punch code carries. `sig` is ours (docs/decisions/
 * 0042-punch-codes-and-kiosk.md): the server's HMAC over the other fields, so a clock can tell a
 * forged code, or another company's, from the company's own.
 */
export const standardPunchCodeSchema = z.object({
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  sig: z.string(),
});
export type StandardPunchCode = z.infer<typeof standardPunchCodeSchema>;

/** The specific customer's payload (document 3 §3), its names as the spec gives them. */
export const specialPunchCodeSchema = z.object({
  project: z.string(),
  projectName: z.string(),
  panel: z.string(),
  panelName: z.string(),
  task: z.string(),
  taskName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  sig: z.string(),
});
export type SpecialPunchCode = z.infer<typeof specialPunchCodeSchema>;

/** POST /api/punch-codes: the signed payload and the exact text to draw as the QR code. */
export const punchCodeReplySchema = z.object({ payload: z.union([standardPunchCodeSchema, specialPunchCodeSchema]), text: z.string() });
export type PunchCodeReply = z.infer<typeof punchCodeReplySchema>;

/** A choice in the punch-code form's selects. */
export const punchCodeOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type PunchCodeOption = z.infer<typeof punchCodeOptionSchema>;

/** Blank or absent text is '' here: the domain says which fields are required, in the spec's words. */
const kioskText = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string());
const kioskItems = formArray(z.object({ kioskContentType: z.enum(KIOSK_CONTENT_TYPES, { message: 'Choose Video, Web or Html.' }).default('Video'), content: kioskText }));

/** POST /kiosk-contents: both cards' labels and items, at the version the form loaded (0 before the first save). */
export const kioskContentsRequestSchema = z.object({
  kioskUserTypeToLabelMap: z.object({ Visitor: kioskText, Contractor: kioskText }).default({}),
  kioskUserTypeToKioskContentsMap: z.object({ Visitor: kioskItems, Contractor: kioskItems }).default({}),
  version: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional()),
});

/** GET /api/kiosk-contents?type=. */
export const kioskContentsQuerySchema = z.object({ type: kioskUserTypeSchema });

/** POST /kiosk/contact/save: fields plus id (empty when new). */
export const kioskContactRequestSchema = z.object({ id: formId, firstname: kioskText, lastname: kioskText, mobile: kioskText, email: kioskText, department: kioskText, version: formVersion });

/** POST /kiosk/contact/delete. */
export const kioskContactsDeleteRequestSchema = z.object({ ids: z.array(z.string().uuid('Choose a contact from the list.')).min(1, 'Choose a contact to delete.') });

const punchCodeChoice = z.string().uuid('Choose one from the list.');

/** GET /api/punch-codes/jobs?departmentId=. */
export const punchCodeJobsQuerySchema = z.object({ departmentId: formId });
/** GET /api/punch-codes/tasks?jobId=. */
export const punchCodeTasksQuerySchema = z.object({ jobId: punchCodeChoice });
/** GET /api/punch-codes/level2?projectId=. */
export const punchCodeLevelTwoQuerySchema = z.object({ projectId: punchCodeChoice });
/** GET /api/punch-codes/level3?projectId=&subProjectId=. */
export const punchCodeLevelThreeQuerySchema = z.object({ projectId: punchCodeChoice, subProjectId: punchCodeChoice });
/** POST /api/punch-codes: the standard form's choices. */
export const standardPunchCodeRequestSchema = z.object({ departmentId: formId, jobId: formId, taskId: formId });
/** POST /api/punch-codes/special: the specific customer's form's choices. */
export const specialPunchCodeRequestSchema = z.object({ project: formId, panel: formId, task: formId, category: formId });

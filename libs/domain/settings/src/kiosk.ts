import { EventType, isEmail, INVALID_EMAIL_TEXT, KIOSK_USER_TYPES, KioskContentItem, KioskUserType, REQUIRED_TEXT, sameJson } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** A kiosk form the rules refuse (400 with the sentence), or a contact out of reach (404). */
export class KioskRuleError extends Refusal {
  constructor(
    private readonly refusal: 'invalid' | 'notFound',
    message: string,
  ) {
    super(message);
    this.name = 'KioskRuleError';
  }

  get kind(): RefusalKind {
    return this.refusal;
  }
}

/** Limits the spec leaves open (docs/decisions/0042-punch-codes-and-kiosk.md). */
export const KIOSK_LIMITS = { label: 60, items: 20, content: 20000, contactField: 100 } as const;

export interface KioskContentsFields {
  labels: Record<KioskUserType, string>;
  contents: Record<KioskUserType, KioskContentItem[]>;
}

/** What a company shows before it saves its own contents. */
export const DEFAULT_KIOSK_CONTENTS: KioskContentsFields = { labels: { Visitor: 'Visitor', Contractor: 'Contractor' }, contents: { Visitor: [], Contractor: [] } };

export interface KioskContentsChanged {
  type: typeof EventType.KioskContentsChanged;
  v: 1;
  data: KioskContentsFields;
}

export const kioskContentsFold = {
  initial: DEFAULT_KIOSK_CONTENTS,
  evolve: (state: KioskContentsFields, event: KioskContentsChanged): KioskContentsFields => (event.type === EventType.KioskContentsChanged ? event.data : state),
};

/** A Web or Video item is shown from its address, so it must be one a kiosk can open. */
function checkItem(type: KioskUserType, item: KioskContentItem): KioskContentItem {
  const content = item.kioskContentType === 'Html' ? item.content : item.content.trim();
  if (!content.trim()) throw new KioskRuleError('invalid', `Enter the content of each ${type} item.`);
  if (content.length > KIOSK_LIMITS.content) throw new KioskRuleError('invalid', `A ${type} item may hold at most ${KIOSK_LIMITS.content} characters.`);
  if (item.kioskContentType !== 'Html' && !/^https?:\/\/\S+$/i.test(content)) {
    throw new KioskRuleError('invalid', `A ${item.kioskContentType} item of the ${type} card must be a web address (http or https).`);
  }
  return { kioskContentType: item.kioskContentType, content };
}

/** Document 3 §5: both labels are required. Saving what is stored records nothing. */
export function decideKioskContents(stored: KioskContentsFields, input: KioskContentsFields): KioskContentsChanged[] {
  const fields: KioskContentsFields = { labels: { ...DEFAULT_KIOSK_CONTENTS.labels }, contents: { Visitor: [], Contractor: [] } };
  for (const type of KIOSK_USER_TYPES) {
    const label = input.labels[type].trim();
    if (!label) throw new KioskRuleError('invalid', `The ${type} label: ${REQUIRED_TEXT}`);
    if (label.length > KIOSK_LIMITS.label) throw new KioskRuleError('invalid', `The ${type} label may hold at most ${KIOSK_LIMITS.label} characters.`);
    if (input.contents[type].length > KIOSK_LIMITS.items) throw new KioskRuleError('invalid', `The ${type} card may hold at most ${KIOSK_LIMITS.items} items.`);
    fields.labels[type] = label;
    fields.contents[type] = input.contents[type].map((item) => checkItem(type, item));
  }
  return sameJson(stored, fields) ? [] : [{ type: EventType.KioskContentsChanged, v: 1, data: fields }];
}

export interface KioskContactFields {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  department: string;
}

export type KioskContactEvent =
  | { type: typeof EventType.KioskContactSaved; v: 1; data: KioskContactFields & { id: string } }
  | { type: typeof EventType.KioskContactDeleted; v: 1; data: { id: string } };

export interface KioskContactState {
  contact: KioskContactFields | null;
  deleted: boolean;
}

export const kioskContactFold = {
  initial: { contact: null, deleted: false } as KioskContactState,
  evolve: (state: KioskContactState, event: KioskContactEvent): KioskContactState => {
    if (event.type === EventType.KioskContactSaved) {
      const { id: _, ...contact } = event.data;
      return { contact, deleted: false };
    }
    return event.type === EventType.KioskContactDeleted ? { contact: null, deleted: true } : state;
  },
};

/** Document 3 §5: first name, last name and email required, the email in email format. */
export function checkKioskContact(input: KioskContactFields): KioskContactFields {
  const fields = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    mobile: input.mobile.trim(),
    email: input.email.trim(),
    department: input.department.trim(),
  };
  if (!fields.firstname || !fields.lastname || !fields.email) throw new KioskRuleError('invalid', REQUIRED_TEXT);
  if (!isEmail(fields.email)) throw new KioskRuleError('invalid', INVALID_EMAIL_TEXT);
  if (Object.values(fields).some((v) => v.length > KIOSK_LIMITS.contactField)) throw new KioskRuleError('invalid', `At most ${KIOSK_LIMITS.contactField} characters.`);
  return fields;
}

/** A save of a new contact (`isNew`) or a stored one; a deleted or unknown contact cannot be edited. */
export function decideSaveKioskContact(state: KioskContactState, id: string, isNew: boolean, input: KioskContactFields): KioskContactEvent[] {
  if (!isNew && !state.contact) throw new KioskRuleError('notFound', 'This contact does not exist.');
  const fields = checkKioskContact(input);
  if (state.contact && sameJson(state.contact, fields)) return [];
  return [{ type: EventType.KioskContactSaved, v: 1, data: { id, ...fields } }];
}

/** Deleting a contact already gone records nothing: a repeated delete does no harm. */
export function decideDeleteKioskContact(state: KioskContactState, id: string): KioskContactEvent[] {
  return state.contact ? [{ type: EventType.KioskContactDeleted, v: 1, data: { id } }] : [];
}

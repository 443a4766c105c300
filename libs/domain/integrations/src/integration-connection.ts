import { EventType, REQUIRED_TEXT, sameJson } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** What is stored of a connection in the event log: never the password, only that it changed. */
export interface ConnectionFields {
  baseUrl: string;
  endpointVersion: string;
  tenant: string;
  branch: string | null;
  username: string;
}

export interface IntegrationConnectionChanged {
  type: typeof EventType.IntegrationConnectionChanged;
  v: 1;
  data: ConnectionFields & { kind: 'myobAdvanced' | UploadConnectionKind; passwordChanged: boolean };
}

export interface ConnectionInput {
  baseUrl: string;
  endpointVersion: string;
  tenant: string;
  branch: string;
  username: string;
  /** Empty keeps the stored password. */
  password: string;
}

export class ConnectionRuleError extends Refusal {
  get kind(): RefusalKind {
    return 'invalid';
  }

  constructor(message: string) {
    super(message);
    this.name = 'ConnectionRuleError';
  }
}

/** The instance's address without a trailing slash; http only for a machine of our own (tests, a local proxy). */
function checkBaseUrl(text: string, example = 'https://yourcompany.myobadvanced.com'): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ConnectionRuleError(`The address must be a URL, such as ${example}.`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new ConnectionRuleError('The address must use https.');
  return url.toString().replace(/\/+$/, '');
}

/**
 * A connection save: the address, endpoint version, tenant and user are required; a first save
 * needs the password too. Saving what is stored, with no new password, records nothing.
 */
export function decideConnection(stored: ConnectionFields | null, hasPassword: boolean, input: ConnectionInput): IntegrationConnectionChanged[] {
  const required = (value: string) => {
    if (!value.trim()) throw new ConnectionRuleError(REQUIRED_TEXT);
    return value.trim();
  };
  const fields: ConnectionFields = {
    baseUrl: checkBaseUrl(required(input.baseUrl)),
    endpointVersion: required(input.endpointVersion),
    tenant: required(input.tenant),
    branch: input.branch.trim() || null,
    username: required(input.username),
  };
  if (!/^\d+\.\d+\.\d+$/.test(fields.endpointVersion)) throw new ConnectionRuleError('The endpoint version looks like 22.200.001.');
  const passwordChanged = input.password.length > 0;
  if (!passwordChanged && !hasPassword) throw new ConnectionRuleError(REQUIRED_TEXT);
  if (!passwordChanged && stored && sameJson(stored, fields)) return [];
  return [{ type: EventType.IntegrationConnectionChanged, v: 1, data: { kind: 'myobAdvanced', ...fields, passwordChanged } }];
}

/** The job costing upload endpoint a GreenTree or AX company runs beside its system (docs/job-costing-upload.md). */
export type UploadConnectionKind = 'greenTree' | 'ax';

export interface UploadConnectionInput {
  baseUrl: string;
  /** The GreenTree company, or the AX legal entity (its data area id), the hours are for. */
  company: string;
  /** Empty keeps the stored key. */
  apiKey: string;
}

/**
 * An upload endpoint save: the address and company are required, the key on a first save. Kept in
 * the connection record beside MYOB's: the company in `tenant`; no endpoint version or user.
 */
export function decideUploadConnection(kind: UploadConnectionKind, stored: ConnectionFields | null, hasKey: boolean, input: UploadConnectionInput): IntegrationConnectionChanged[] {
  const required = (value: string) => {
    if (!value.trim()) throw new ConnectionRuleError(REQUIRED_TEXT);
    return value.trim();
  };
  const fields: ConnectionFields = { baseUrl: checkBaseUrl(required(input.baseUrl), 'https://timesheets.yourcompany.com'), endpointVersion: '', tenant: required(input.company), branch: null, username: '' };
  const passwordChanged = input.apiKey.length > 0;
  if (!passwordChanged && !hasKey) throw new ConnectionRuleError(REQUIRED_TEXT);
  if (!passwordChanged && stored && sameJson(stored, fields)) return [];
  return [{ type: EventType.IntegrationConnectionChanged, v: 1, data: { kind, ...fields, passwordChanged } }];
}

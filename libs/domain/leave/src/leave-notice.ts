import { isEmail, Role } from '@timekeep/contracts';

/**
 * Who is told of a new leave request (document 1 §2 company detail `leaveNtReceivers`,
 * `leaveNotifySupervisor`; docs/decisions/0059-leave-notifications.md): the employee's Report To,
 * then, when the company asks for it, the supervisors who manage the employee's department, then
 * every address the company lists. Each address once, under the first of those it is; never the
 * person who made the request, nor the employee whose leave it is (they know), nor an account of
 * another company, nor an account that is not Active.
 */

/** Why someone is told, which also says what the mail asks of them. */
export type NoticeRole = 'reportTo' | 'supervisor' | 'receiver';

/** A user account the handler found: the Report To, a supervisor, the requester or the employee's own. */
export interface NoticeAccount {
  userId: string;
  companyId: string;
  email: string | null;
  firstName: string;
  active: boolean;
  roles: readonly string[];
}

export interface NoticeFacts {
  /** The employee's company: nobody of another one is told. */
  companyId: string;
  /** Where the request came from: the global leave ('bulk') approves its requests at once and tells nobody (ADR 0032 "Mail"). */
  source: string;
  /** Whether the write made a new request (a change to one is not told). */
  requested: boolean;
  /** The account that made the request (the signed-in user, or the employee at a kiosk), when it is a user's. */
  requester: { userId: string; email: string | null } | null;
  /** The employee's own account, when they have one. */
  employeeAccount: { userId: string; email: string | null } | null;
  reportTo: NoticeAccount | null;
  /** The company's `leaveNtReceivers`. */
  receivers: readonly string[];
  /** The company's `leaveNotifySupervisor`. */
  notifySupervisor: boolean;
  /**
   * The accounts that manage the employee's department: named Supervisor on it or on a department
   * above it, or whose management scope reaches it. Whether each still supervises (the role, the
   * company, the status) is decided here.
   */
  supervisors: readonly NoticeAccount[];
  /**
   * The accounts that turned leave request mail off in their notification preferences (ADR 0070):
   * neither as Report To nor as supervisor are they mailed. The company's listed addresses are the
   * company's choice and are mailed as listed.
   */
  refusing: ReadonlySet<string>;
}

export interface LeaveNotice {
  role: NoticeRole;
  email: string;
  /** Null for a listed address: it may be nobody's account. */
  firstName: string | null;
}

const BULK = 'bulk';
const key = (email: string) => email.trim().toLowerCase();

/** Whether a write tells anyone at all: a new request not made by the global leave. The handler asks before it gathers the facts. */
export const tellsAnyone = (source: string, requested: boolean): boolean => requested && source !== BULK;

export function whoIsTold(facts: NoticeFacts): LeaveNotice[] {
  if (!tellsAnyone(facts.source, facts.requested)) return [];
  const told = new Set<string>();
  // They know already: the one who asked, and the one whose leave it is.
  for (const self of [facts.requester, facts.employeeAccount]) if (self?.email) told.add(key(self.email));
  const selves = new Set([facts.requester?.userId, facts.employeeAccount?.userId].filter((id): id is string => !!id));
  const notices: LeaveNotice[] = [];
  const tell = (role: NoticeRole, email: string | null, firstName: string | null) => {
    const address = email?.trim() ?? '';
    if (!isEmail(address) || told.has(key(address))) return;
    told.add(key(address));
    notices.push({ role, email: address, firstName });
  };
  const mayTell = (account: NoticeAccount) => account.companyId === facts.companyId && account.active && !selves.has(account.userId) && !facts.refusing.has(account.userId);

  if (facts.reportTo && mayTell(facts.reportTo)) tell('reportTo', facts.reportTo.email, facts.reportTo.firstName);
  if (facts.notifySupervisor)
    for (const supervisor of facts.supervisors) if (mayTell(supervisor) && supervisor.roles.includes(Role.Supervisor)) tell('supervisor', supervisor.email, supervisor.firstName);
  for (const receiver of facts.receivers) tell('receiver', receiver, null);
  return notices;
}

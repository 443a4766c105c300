import { EventType } from '@timekeep/contracts';
import { AccountEvent, AccountState, evolveAccount, initialAccountState, OAuthClientEvent, oauthClientFold, OAuthClientState } from '@timekeep/domain-identity';
import { EmployeeEvent, EmployeeState, evolveEmployee, initialEmployeeState } from '@timekeep/domain-people';
import { evolvePayRule, initialPayRuleState, PayRuleState } from '@timekeep/domain-pay-rules';
import { dayInWords, type CustomDay, type RosterDrafted, type RosterPublished, type RosterTraded } from '@timekeep/domain-scheduling';
import type { HistorySource } from './history';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Her employment types and the weekdays her agreement settles (ADR 0074), in the words of her form:
 * "Casual from 2026-11-02", "Mon working day, Sat not a working day"; none when all are automatic.
 */
const conditionsInWords = (s: EmployeeState) => ({
  employmentType: s.employmentTypes.map((t) => `${t.type} from ${t.from}`).join('; ') || null,
  workingDays:
    s.workingDays
      .flatMap((choice, i) => (choice === 'auto' ? [] : [`${WEEKDAYS[i]} ${choice === 'yes' ? 'working day' : 'not a working day'}`]))
      .join(', ') || null,
});

export const employeeHistory: HistorySource<EmployeeState> = {
  initial: initialEmployeeState,
  evolve: (s, e) => evolveEmployee(s, e as EmployeeEvent),
  snapshot: (s) => ({ status: s.status, ...(s.record ?? {}), ...conditionsInWords(s) }),
};

/** An employee's history for a reader who may not see pay rates: the rate's old and new values are left out, and a change of rate alone is no entry (ADR 0048). */
export const employeeHistoryWithoutPayRate: HistorySource<EmployeeState> = {
  ...employeeHistory,
  snapshot: (s) => {
    const { payRate: _hidden, ...rest } = employeeHistory.snapshot(s);
    return rest;
  },
};

export const userHistory: HistorySource<AccountState> = {
  initial: initialAccountState,
  evolve: (s, e) => evolveAccount(s, e as AccountEvent),
  snapshot: ({ userId: _u, companyId: _c, hasPin, ...rest }) => ({ ...rest, pin: hasPin ? 'set' : null }),
};

export const payGroupHistory: HistorySource<PayRuleState<unknown>> = {
  initial: initialPayRuleState as PayRuleState<unknown>,
  evolve: (s, e) => evolvePayRule(s, e as Parameters<typeof evolvePayRule>[1]),
  snapshot: (s) => (s.body ? { name: s.body.name, active: s.body.active, ...(s.body.fields as Record<string, unknown>) } : { deleted: true }),
};

type DepartmentState = Record<string, unknown> | null;

/** One department out of its company's structure stream: the caller passes only its events. */
export const departmentHistory: HistorySource<DepartmentState> = {
  initial: null,
  evolve: (s, e) => {
    const { departmentId: _id, ...fields } = e.data as Record<string, unknown>;
    if (e.type === EventType.DepartmentAdded) return { active: true, ...fields };
    if (e.type === EventType.DepartmentChanged) return { ...(s ?? {}), ...fields };
    if (e.type === EventType.DepartmentRemoved) return { ...(s ?? {}), removed: true };
    return s;
  },
  snapshot: (s) => s ?? {},
};

/** An OAuth client: its scopes and which secret is current; the secret itself is in no event. */
export const oauthClientHistory: HistorySource<OAuthClientState | null> = {
  initial: oauthClientFold.initial,
  evolve: (s, e) => oauthClientFold.evolve(s, e as OAuthClientEvent),
  snapshot: (s) => (s ? { clientId: s.clientId, scopes: s.scopes, secretVersion: s.secretVersion } : {}),
};

/** Each date of her own days in words, her drafts apart, and the last publish: what her schedule's History lists. */
type ScheduleHistoryState = Readonly<Record<string, string>>;
const TEMPLATE_DAY = "her template's day";
const draftOf = (date: string) => `${date} (draft)`;

/**
 * An employee's schedule (ADR 0075, issue 33 §6): every write of her own days (the schedule
 * screens, the roster, the imports), every draft and every publish, each with its actor and source,
 * a date's day in words ("Early 06:00–14:30", "Off day"). A publish clears the drafts it published
 * and names the dates it covered.
 */
export const employeeScheduleHistory: HistorySource<ScheduleHistoryState> = {
  initial: {},
  evolve: (s, e) => {
    const next: Record<string, string> = { ...s };
    if (e.type === EventType.EmployeeScheduleChanged) {
      for (const day of (e.data as { days: Array<{ date: string; rule: CustomDay | null }> }).days) next[day.date] = day.rule ? dayInWords(day.rule) : TEMPLATE_DAY;
    } else if (e.type === EventType.RosterDrafted) {
      const { days, withdrawn } = e.data as RosterDrafted['data'];
      for (const day of days) next[draftOf(day.date)] = day.rule ? dayInWords(day.rule) : TEMPLATE_DAY;
      for (const date of withdrawn) delete next[draftOf(date)];
    } else if (e.type === EventType.RosterPublished) {
      const { dates, startDate, endDate, changes } = e.data as RosterPublished['data'];
      for (const date of dates) delete next[draftOf(date)];
      next.published = `${startDate} to ${endDate}: ${changes.length} ${changes.length === 1 ? 'day' : 'days'} changed`;
    } else if (e.type === EventType.RosterTraded) {
      // Why the days beside it changed: an open shift taken, an offer or a swap (ADR 0079).
      next.traded = (e.data as RosterTraded['data']).text;
    } else return s;
    return next;
  },
  snapshot: (s) => ({ ...s }),
};


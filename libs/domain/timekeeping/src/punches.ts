import { beforeHireProblem, type DateWindow, dateWindowProblem, EventType, PunchDayType, PunchEntry, TIME_APPROVAL_TEXTS, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { dateOf, dayOf, instantOf } from '@timekeep/domain-time-engine';
import { TimekeepingError } from './timekeeping-error';
import { refuseWorkCodeEdit } from './work-code';

/** What the company decides about changing punches: whether a recorded punch's work code may change (allowEditWorkCode). */
export interface WorkCodeRules {
  workCodeEditable: boolean;
}

/** What a punch says besides its time: the memo and what it was punched to. */
export interface PunchFacts {
  reason: string | null;
  workPlaceId: string | null;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}

/** A punch as a form or a clock gives it: a pay date, a time, and the day the time is on. */
export interface PunchTime {
  day: string;
  punchTime: string;
  dayType: PunchDayType;
}

export interface PunchState extends PunchTime, PunchFacts {
  id: string;
  /** The wall time it names, yyyy-MM-ddTHH:mm. */
  local: string;
  entry: PunchEntry;
  photo: string | null;
  location: string | null;
  /** The log file an imported read came from. */
  fileName?: string;
  /** Set on a pair's own punch (its id, the in-punch's) while the pair is approved: the engine pays what waits for approval only then. */
  approved: boolean;
}

/** An approved pair: the punches it was approved with, and its pay date. */
export interface PairApproval {
  inPunchId: string | null;
  outPunchId: string | null;
  date: string;
}

export interface PayCardLineState {
  id: string;
  fromDate: string;
  toDate: string;
  payTypeId: string;
  /** Null: payroll is paid the timesheet's units. */
  effUnits: number | null;
  notes: string | null;
  projectId: string | null;
  manualAdd: boolean;
}

/** A file attached to a pay card (a signed form, a receipt): its stored name, the name it was uploaded as. */
export interface PayCardFileState {
  fileName: string;
  name: string;
  fromDate: string;
}

/** The employee's timesheet stream: punches, what their pairs were punched to, and pay card lines and files. */
export interface TimesheetStream {
  punches: ReadonlyMap<string, PunchState>;
  payCard: ReadonlyMap<string, PayCardLineState>;
  payCardFiles: ReadonlyMap<string, PayCardFileState>;
  /** Approved pairs by pair id (docs/decisions/0028-time-approvals.md). */
  approvals: ReadonlyMap<string, PairApproval>;
}

export type PunchRecorded = {
  type: typeof EventType.PunchRecorded;
  v: 1;
  /** fileName: the log a clock's read was imported from (only on imported reads). */
  data: PunchTime & PunchFacts & { punchId: string; employeeId: string; local: string; entry: PunchEntry; photo: string | null; location: string | null; fileName?: string };
};
export type PunchChanged = { type: typeof EventType.PunchChanged; v: 1; data: PunchTime & PunchFacts & { punchId: string; employeeId: string; local: string } };
export type PunchDeleted = { type: typeof EventType.PunchDeleted; v: 1; data: { punchId: string; employeeId: string; reason: string | null } };
export type PunchPairChanged = {
  type: typeof EventType.PunchPairChanged;
  v: 1;
  data: { employeeId: string; inPunchId: string | null; outPunchId: string | null; siteId: string | null; positionId: string | null; jobId: string | null; taskId: string | null; approved: boolean };
};
export type PayCardLineSaved = { type: typeof EventType.PayCardLineSaved; v: 1; data: PayCardLineState & { employeeId: string } };
export type PayCardLineDeleted = { type: typeof EventType.PayCardLineDeleted; v: 1; data: { employeeId: string; lineId: string } };
export type PayCardFileAttached = { type: typeof EventType.PayCardFileAttached; v: 1; data: PayCardFileState & { employeeId: string } };
export type PunchPairApproved = { type: typeof EventType.PunchPairApproved; v: 1; data: PairApproval & { employeeId: string; pairId: string } };
/** `punchChanged`: a punch of the pair was changed, deleted or recorded inside it, so the time approved is no longer the time paid. */
export type PunchPairUnapproved = { type: typeof EventType.PunchPairUnapproved; v: 1; data: { employeeId: string; pairId: string; date: string; reason: 'unapproved' | 'punchChanged' } };
export type TimesheetEvent = PunchRecorded | PunchChanged | PunchDeleted | PunchPairChanged | PayCardLineSaved | PayCardLineDeleted | PayCardFileAttached | PunchPairApproved | PunchPairUnapproved;

export const timesheetStreamId = (employeeId: string) => `timesheet-${employeeId}`;

const EMPTY: TimesheetStream = { punches: new Map(), payCard: new Map(), payCardFiles: new Map(), approvals: new Map() };

/** The pair's id: its in-punch's, or its out-punch's when the in is missing. */
export const pairIdOf = (pair: { inPunchId: string | null; outPunchId: string | null }): string | null => pair.inPunchId ?? pair.outPunchId;

/**
 * Only a whole pair is approved (ADR 0028): a pair missing its in or out punch is refused, because
 * approving a shift still running would approve whatever out punch comes later, unseen. The one
 * rule for the approvals list and the timesheet's pair form.
 */
export function refuseIncompletePair(pair: { inPunchId: string | null; outPunchId: string | null }): void {
  if (!pair.inPunchId || !pair.outPunchId) throw new TimekeepingError('invalid', TIME_APPROVAL_TEXTS.incompletePair);
}

function withApproval(state: TimesheetStream, pairId: string, approval: PairApproval | null): TimesheetStream {
  const approvals = new Map(state.approvals);
  const punches = new Map(state.punches);
  if (approval) approvals.set(pairId, approval);
  else approvals.delete(pairId);
  const own = punches.get(pairId);
  if (own) punches.set(pairId, { ...own, approved: !!approval });
  return { ...state, punches, approvals };
}

export function evolveTimesheet(state: TimesheetStream, event: TimesheetEvent): TimesheetStream {
  switch (event.type) {
    case EventType.PunchRecorded: {
      const { punchId, employeeId: _e, ...rest } = event.data;
      return { ...state, punches: new Map(state.punches).set(punchId, { id: punchId, ...rest, approved: false }) };
    }
    case EventType.PunchChanged: {
      const before = state.punches.get(event.data.punchId);
      if (!before) return state;
      const { punchId: _p, employeeId: _e, ...rest } = event.data;
      return { ...state, punches: new Map(state.punches).set(before.id, { ...before, ...rest }) };
    }
    case EventType.PunchDeleted: {
      const punches = new Map(state.punches);
      punches.delete(event.data.punchId);
      return { ...state, punches };
    }
    case EventType.PunchPairChanged: {
      const punches = new Map(state.punches);
      const { inPunchId, outPunchId, siteId, positionId, jobId, taskId, approved } = event.data;
      for (const id of [inPunchId, outPunchId]) {
        const punch = id ? punches.get(id) : undefined;
        if (punch) punches.set(punch.id, { ...punch, workPlaceId: siteId, positionId, jobId, taskId });
      }
      // The pair form's approval is the same approval as the approvals list's.
      const pairId = pairIdOf(event.data) as string;
      const date = state.approvals.get(pairId)?.date ?? punches.get(pairId)?.day ?? '';
      return withApproval({ ...state, punches }, pairId, approved ? { inPunchId, outPunchId, date } : null);
    }
    case EventType.PunchPairApproved: {
      const { employeeId: _e, pairId, ...approval } = event.data;
      return withApproval(state, pairId, approval);
    }
    case EventType.PunchPairUnapproved:
      return withApproval(state, event.data.pairId, null);
    case EventType.PayCardLineSaved: {
      const { employeeId: _e, ...line } = event.data;
      return { ...state, payCard: new Map(state.payCard).set(line.id, line) };
    }
    case EventType.PayCardLineDeleted: {
      const payCard = new Map(state.payCard);
      payCard.delete(event.data.lineId);
      return { ...state, payCard };
    }
    case EventType.PayCardFileAttached: {
      const { employeeId: _e, ...file } = event.data;
      return { ...state, payCardFiles: new Map(state.payCardFiles).set(file.fileName, file) };
    }
    default:
      return state;
  }
}

export const timesheetFold = { initial: EMPTY, evolve: evolveTimesheet };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date that exists (2026-02-30 does not). */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  try {
    return dateOf(dayOf(value)) === value;
  } catch {
    return false;
  }
}

/** The wall time a recorded punch names: its time on the day before, the day, or the day after its pay date. */
export function wallTimeOf(punch: PunchTime): string {
  if (!isDate(punch.day)) throw new TimekeepingError('invalid', `${punch.day} is not a date (yyyy-MM-dd).`);
  if (!TIME.test(punch.punchTime)) throw new TimekeepingError('invalid', `${punch.punchTime} is not a time (HH:mm).`);
  const shift = punch.dayType === 'Previous' ? -1 : punch.dayType === 'NextDay' ? 1 : 0;
  return `${dateOf(dayOf(punch.day) + shift)}T${punch.punchTime}`;
}

export interface NewPunch extends PunchTime, PunchFacts {
  id: string;
  entry: PunchEntry;
  photo?: string | null;
  location?: string | null;
  /** The log file a clock's read came from. */
  fileName?: string | null;
}

/**
 * Records punches. A form (console or API) may not record a punch at a minute the employee already
 * has one (hasExistPunchRecord, document 2 §7); a clock's or a file's reads are kept whatever they
 * repeat, because a punch is never lost: the engine sets double reads aside. Two punches given as
 * a pair must run forwards.
 */
export function decideRecordPunches(state: TimesheetStream, employeeId: string, punches: readonly NewPunch[], rules: { refuseSameMinute: boolean; asPair?: boolean }): PunchRecorded[] {
  const locals = punches.map(wallTimeOf);
  if (rules.asPair && locals.length === 2 && locals[1] <= locals[0]) throw new TimekeepingError('invalid', 'The out time must be later than the in time.');
  if (rules.refuseSameMinute) {
    const taken = new Set([...state.punches.values()].map((p) => p.local));
    if (locals.some((l) => taken.has(l)) || new Set(locals).size !== locals.length) throw new TimekeepingError('hasExistPunchRecord');
  }
  return punches.map((p, i) => ({
    type: EventType.PunchRecorded,
    v: 1,
    data: {
      punchId: p.id,
      employeeId,
      day: p.day,
      punchTime: p.punchTime,
      dayType: p.dayType,
      local: locals[i],
      reason: p.reason,
      workPlaceId: p.workPlaceId,
      positionId: p.positionId,
      jobId: p.jobId,
      taskId: p.taskId,
      entry: p.entry,
      photo: p.photo ?? null,
      location: p.location ?? null,
      ...(p.fileName ? { fileName: p.fileName } : {}),
    },
  }));
}

export function knownPunch(state: TimesheetStream, punchId: string): PunchState {
  const punch = state.punches.get(punchId);
  if (!punch) throw new TimekeepingError('notFound', 'This punch does not exist.');
  return punch;
}

/**
 * Modifies a punch; moving it onto another punch's minute is the same duplicate as recording one
 * there. Its position, job and task (its work code) change only where the company allows it.
 */
export function decideChangePunch(state: TimesheetStream, employeeId: string, punchId: string, change: PunchTime & PunchFacts, rules: WorkCodeRules): PunchChanged[] {
  const before = knownPunch(state, punchId);
  refuseWorkCodeEdit(before, change, rules);
  const local = wallTimeOf(change);
  if ([...state.punches.values()].some((p) => p.id !== punchId && p.local === local)) throw new TimekeepingError('hasExistPunchRecord');
  const same = before.local === local && before.day === change.day && (['reason', 'workPlaceId', 'positionId', 'jobId', 'taskId'] as const).every((k) => before[k] === change[k]);
  if (same) return [];
  return [{ type: EventType.PunchChanged, v: 1, data: { punchId, employeeId, ...change, local } }];
}

/**
 * Deletes a punch. "Auto-paired out punches cannot be deleted" (document 2 §4): an out made for an
 * in (entry AutoPair: the schedule's auto punch, ADR 0060) exists only for that in, so it is never
 * deleted on its own, and goes with the in when the in is deleted (otherwise a supervisor could
 * never take back a shift that was not worked, and a wrong in would leave an out no one can
 * remove). `pair`: the pair the punch is in, as the timesheet computes it; null when in none.
 */
export function decideDeletePunch(state: TimesheetStream, employeeId: string, punchId: string, reason: string | null, pair: { inPunchId: string | null; outPunchId: string | null } | null): PunchDeleted[] {
  const punch = knownPunch(state, punchId);
  if (punch.entry === 'AutoPair' && pair?.outPunchId === punchId && pair.inPunchId !== null) throw new TimekeepingError('invalid', TIMESHEET_TEXTS.autoOutKept);
  const autoOut = pair?.inPunchId === punchId && pair.outPunchId ? state.punches.get(pair.outPunchId) : undefined;
  const ids = autoOut?.entry === 'AutoPair' ? [punchId, autoOut.id] : [punchId];
  return ids.map((id) => ({ type: EventType.PunchDeleted, v: 1, data: { punchId: id, employeeId, reason } }));
}

/** A pair's change as a form sends it: a site, position, job or task left out stays as the pair has it. */
export type PairChange = Pick<PunchPairChanged['data'], 'inPunchId' | 'outPunchId' | 'approved'> & Partial<Pick<PunchPairChanged['data'], 'siteId' | 'positionId' | 'jobId' | 'taskId'>>;

/** The pair's own punch: its in punch's, or its out's when the in is missing; what the pair shows it punched to. */
function ownPunchOf(state: TimesheetStream, pair: Pick<PairChange, 'inPunchId' | 'outPunchId'>): PunchState {
  const pairId = pairIdOf(pair);
  if (!pairId) throw new TimekeepingError('notFound', 'This punch pair does not exist.');
  return knownPunch(state, pairId);
}

/** The pair's site, position, job and task after the change: what it leaves out, as the pair's own punch has it. */
export function pairChangeOf(state: TimesheetStream, employeeId: string, change: PairChange): PunchPairChanged['data'] {
  const own = ownPunchOf(state, change);
  return {
    employeeId,
    inPunchId: change.inPunchId,
    outPunchId: change.outPunchId,
    siteId: change.siteId === undefined ? own.workPlaceId : change.siteId,
    positionId: change.positionId === undefined ? own.positionId : change.positionId,
    jobId: change.jobId === undefined ? own.jobId : change.jobId,
    taskId: change.taskId === undefined ? own.taskId : change.taskId,
    approved: change.approved,
  };
}

/**
 * Sets what a pair was punched to, on both its punches, and its approval: the pair form's approval
 * is the approvals list's (ADR 0028), so approving a pair that is not approved yet needs it whole.
 * Its work code is the one its own punch shows; changing it needs the company's leave (ADR 0065).
 */
export function decidePairChange(state: TimesheetStream, employeeId: string, pair: PunchPairChanged['data'], rules: WorkCodeRules): PunchPairChanged[] {
  const pairId = pairIdOf(pair);
  if (pair.approved && !(pairId && state.approvals.has(pairId))) refuseIncompletePair(pair);
  refuseWorkCodeEdit(ownPunchOf(state, pair), pair, rules);
  for (const id of [pair.inPunchId, pair.outPunchId]) if (id) knownPunch(state, id);
  return [{ type: EventType.PunchPairChanged, v: 1, data: { ...pair, employeeId } }];
}

/** The instant (seconds) a punch names in a zone: for ordering punches and the last punch. */
export const punchInstant = (punch: Pick<PunchState, 'local'>, zone: string): number => instantOf(punch.local, zone);

/** A punch outside the dates the install takes, or before the employee was hired (ADR 0051): 400 with its sentence. */
export class PunchDateRefused extends TimekeepingError {
  constructor(
    message: string,
    readonly beforeHire: boolean,
  ) {
    super('invalid', message);
  }
}

/**
 * Refuses recorded or moved punches whose pay date or wall date is outside the install's window,
 * or whose pay date is before the employee's hire date. Deletions pass: a punch recorded before
 * these rules can still be removed.
 */
export function refusePunchDates(events: readonly TimesheetEvent[], hireOn: string, window: DateWindow): void {
  for (const event of events) {
    if (event.type !== EventType.PunchRecorded && event.type !== EventType.PunchChanged) continue;
    const { day, local } = event.data;
    const outside = dateWindowProblem(day, window, 'The punch date') ?? dateWindowProblem(local.slice(0, 10), window, 'The punch date');
    if (outside) throw new PunchDateRefused(outside, false);
    const beforeHire = beforeHireProblem(day, hireOn, 'The punch date');
    if (beforeHire) throw new PunchDateRefused(beforeHire, true);
  }
}

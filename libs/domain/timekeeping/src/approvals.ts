import { EventType, TIME_APPROVAL_TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { PairApproval, PunchPairApproved, PunchPairUnapproved, refuseIncompletePair, TimesheetEvent, TimesheetStream } from './punches';
import { TimekeepingError } from './timekeeping-error';

/** The refusal of an approval whose pair changed since the list showed it. */
export const STALE_PAIR = TIME_APPROVAL_TEXTS.stalePair;

/**
 * The token a list row carries for its pair: the stream positions of its punches' last changes, so
 * a pair whose time (or whose punches) changed since it was listed has another token.
 */
export const pairVersion = (inVersion: number | null, outVersion: number | null): string => `${inVersion ?? 0}.${outVersion ?? 0}`;

/** A pair as the timesheet computes it now, and the token the request may carry for it. */
export interface PairToDecide extends PairApproval {
  pairId: string;
  /** The pair's token now (pairVersion of its punches). */
  version: string;
  /** The token the request carried, when it carried one. */
  expected?: string;
}

/**
 * Approves or unapproves pairs of one employee (document 3 §4 "Approval"). A pair that is not the
 * employee's is refused (notFound); a pair whose token is not the one the request carried was
 * changed meanwhile (conflict), so nobody approves time they did not see; a pair missing a punch
 * cannot be approved (its time is not known yet). Pairs already as asked give no event.
 */
export function decideApprovals(state: TimesheetStream, employeeId: string, pairs: readonly PairToDecide[], approve: boolean): Array<PunchPairApproved | PunchPairUnapproved> {
  const events: Array<PunchPairApproved | PunchPairUnapproved> = [];
  for (const pair of pairs) {
    const ids = [pair.inPunchId, pair.outPunchId].filter((id): id is string => !!id);
    if (!state.punches.has(pair.pairId) || !ids.includes(pair.pairId) || ids.some((id) => !state.punches.has(id))) throw new TimekeepingError('notFound', 'This punch pair does not exist.');
    if (pair.expected !== undefined && pair.expected !== pair.version) throw new StaleForm(STALE_PAIR);
    // An open pair's time is not known: approving it would approve whatever out punch comes later, unseen.
    if (approve) refuseIncompletePair(pair);
    const current = state.approvals.get(pair.pairId);
    const same = current && current.inPunchId === pair.inPunchId && current.outPunchId === pair.outPunchId && current.date === pair.date;
    if (approve && !same) events.push({ type: EventType.PunchPairApproved, v: 1, data: { employeeId, pairId: pair.pairId, inPunchId: pair.inPunchId, outPunchId: pair.outPunchId, date: pair.date } });
    if (!approve && current) events.push({ type: EventType.PunchPairUnapproved, v: 1, data: { employeeId, pairId: pair.pairId, date: current.date, reason: 'unapproved' } });
  }
  return events;
}

/**
 * The approvals that punch events undo: a pair is approved for the time it had, so changing or
 * deleting one of its punches, or recording (or moving) a punch inside it, drops its approval: the
 * time approved is no longer the time paid. Every punch write appends these with its own events.
 */
export function approvalsDroppedBy(state: TimesheetStream, employeeId: string, events: readonly TimesheetEvent[]): PunchPairUnapproved[] {
  if (!state.approvals.size) return [];
  const touched = new Set<string>();
  const locals: string[] = [];
  for (const event of events) {
    if (event.type === EventType.PunchChanged) {
      touched.add(event.data.punchId);
      locals.push(event.data.local);
    } else if (event.type === EventType.PunchDeleted) touched.add(event.data.punchId);
    else if (event.type === EventType.PunchRecorded) locals.push(event.data.local);
  }
  const dropped: PunchPairUnapproved[] = [];
  for (const [pairId, approval] of state.approvals) {
    const from = approval.inPunchId ? state.punches.get(approval.inPunchId)?.local : undefined;
    const to = approval.outPunchId ? state.punches.get(approval.outPunchId)?.local : undefined;
    const hit = [approval.inPunchId, approval.outPunchId].some((id) => id && touched.has(id)) || (from !== undefined && to !== undefined && locals.some((l) => l >= from && l <= to));
    if (hit) dropped.push({ type: EventType.PunchPairUnapproved, v: 1, data: { employeeId, pairId, date: approval.date, reason: 'punchChanged' } });
  }
  return dropped;
}

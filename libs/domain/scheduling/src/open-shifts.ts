import { EventType, OPEN_SHIFT_TEXTS, type OpenShiftClaimMode, type OpenShiftStatus, type WorkSectionDto } from '@timekeep/contracts';
import { RosterError } from './roster';

/*
 * Open shifts (issue 33 §3, ADR 0078): a shift published without an employee to those who may take
 * it; each eligible employee may claim it; exactly one has it in the end. One stream per open shift,
 * so two claims at once meet at its version: the later one reads who won.
 */

export const openShiftStreamId = (id: string) => `open-shift-${id}`;

export interface OpenShiftPublished {
  type: typeof EventType.OpenShiftPublished;
  v: 1;
  data: {
    openShiftId: string;
    positionId: string;
    date: string;
    section: WorkSectionDto;
    skillIds: string[];
    note: string | null;
    claimMode: OpenShiftClaimMode;
    /** The employees it was offered to as it was published (the notices are sent to them). */
    offeredTo: string[];
  };
}
export interface OpenShiftClaimed {
  type: typeof EventType.OpenShiftClaimed;
  v: 1;
  data: { openShiftId: string; employeeId: string };
}
/** The shift is hers: written onto her days in the same transaction. */
export interface OpenShiftAssigned {
  type: typeof EventType.OpenShiftAssigned;
  v: 1;
  data: { openShiftId: string; employeeId: string; date: string };
}
export interface OpenShiftClaimDeclined {
  type: typeof EventType.OpenShiftClaimDeclined;
  v: 1;
  data: { openShiftId: string; employeeId: string };
}
export interface OpenShiftWithdrawn {
  type: typeof EventType.OpenShiftWithdrawn;
  v: 1;
  data: { openShiftId: string };
}
export type OpenShiftEvent = OpenShiftPublished | OpenShiftClaimed | OpenShiftAssigned | OpenShiftClaimDeclined | OpenShiftWithdrawn;

export interface OpenShiftState {
  published: OpenShiftPublished['data'] | null;
  status: OpenShiftStatus;
  /** Claims still waiting, in the order they came. */
  claims: string[];
  filledBy: string | null;
}

export const openShiftFold = {
  initial: { published: null, status: 'open', claims: [], filledBy: null } as OpenShiftState,
  evolve: (state: OpenShiftState, event: OpenShiftEvent): OpenShiftState => {
    switch (event.type) {
      case EventType.OpenShiftPublished:
        return { ...state, published: event.data, status: 'open' };
      case EventType.OpenShiftClaimed:
        return { ...state, claims: [...state.claims, event.data.employeeId] };
      case EventType.OpenShiftAssigned:
        return { ...state, status: 'filled', filledBy: event.data.employeeId, claims: state.claims.filter((c) => c !== event.data.employeeId) };
      case EventType.OpenShiftClaimDeclined:
        return { ...state, claims: state.claims.filter((c) => c !== event.data.employeeId) };
      case EventType.OpenShiftWithdrawn:
        return { ...state, status: 'withdrawn' };
    }
  },
};

/** What the handler gathered about the one claiming. */
export interface ClaimFacts {
  employeeId: string;
  /** Why she may not take it (the rule's sentence), or null. */
  ineligible: string | null;
  /** The shift has started in the company's time. */
  started: boolean;
  /** Who has it, by name, when it is filled. */
  filledByName: string | null;
}

/**
 * A claim: refused when the shift is gone (who has it), withdrawn, started, not hers to take (the
 * rule's sentence) or claimed by her already; else, first-come, hers at once; by approval, waiting.
 */
export function decideClaim(state: OpenShiftState, facts: ClaimFacts): OpenShiftEvent[] {
  const published = mustBePublished(state);
  if (state.status === 'filled') throw new RosterError('invalid', OPEN_SHIFT_TEXTS.taken(facts.filledByName ?? 'someone else'));
  if (state.status === 'withdrawn') throw new RosterError('invalid', OPEN_SHIFT_TEXTS.withdrawn);
  if (facts.started) throw new RosterError('invalid', OPEN_SHIFT_TEXTS.started);
  if (facts.ineligible) throw new RosterError('invalid', facts.ineligible);
  if (state.claims.includes(facts.employeeId)) throw new RosterError('invalid', OPEN_SHIFT_TEXTS.alreadyClaimed);
  const { openShiftId, date } = published;
  const claimed: OpenShiftClaimed = { type: EventType.OpenShiftClaimed, v: 1, data: { openShiftId, employeeId: facts.employeeId } };
  if (published.claimMode === 'approval') return [claimed];
  return [claimed, { type: EventType.OpenShiftAssigned, v: 1, data: { openShiftId, employeeId: facts.employeeId, date } }];
}

/** A manager's approval of one waiting claim: hers (the others are declined with it). Her eligibility is checked again by the handler. */
export function decideApproval(state: OpenShiftState, employeeId: string, ineligible: string | null): OpenShiftEvent[] {
  const { openShiftId, date } = mustBePublished(state);
  if (state.status !== 'open') throw new RosterError('invalid', OPEN_SHIFT_TEXTS.notOpen);
  if (!state.claims.includes(employeeId)) throw new RosterError('invalid', OPEN_SHIFT_TEXTS.notClaimant);
  if (ineligible) throw new RosterError('invalid', ineligible);
  const declined = state.claims.filter((c) => c !== employeeId).map((other): OpenShiftClaimDeclined => ({ type: EventType.OpenShiftClaimDeclined, v: 1, data: { openShiftId, employeeId: other } }));
  return [{ type: EventType.OpenShiftAssigned, v: 1, data: { openShiftId, employeeId, date } }, ...declined];
}

export function decideDecline(state: OpenShiftState, employeeId: string): OpenShiftEvent[] {
  const { openShiftId } = mustBePublished(state);
  if (!state.claims.includes(employeeId)) throw new RosterError('invalid', OPEN_SHIFT_TEXTS.notClaimant);
  return [{ type: EventType.OpenShiftClaimDeclined, v: 1, data: { openShiftId, employeeId } }];
}

/** Withdrawn while open: the waiting claims are declined with it. A filled shift is the roster's now: changed there. */
export function decideWithdrawal(state: OpenShiftState): OpenShiftEvent[] {
  const { openShiftId } = mustBePublished(state);
  if (state.status !== 'open') throw new RosterError('invalid', OPEN_SHIFT_TEXTS.notOpen);
  const declined = state.claims.map((employeeId): OpenShiftClaimDeclined => ({ type: EventType.OpenShiftClaimDeclined, v: 1, data: { openShiftId, employeeId } }));
  return [...declined, { type: EventType.OpenShiftWithdrawn, v: 1, data: { openShiftId } }];
}

function mustBePublished(state: OpenShiftState): OpenShiftPublished['data'] {
  if (!state.published) throw new RosterError('invalid', 'This open shift does not exist.');
  return state.published;
}

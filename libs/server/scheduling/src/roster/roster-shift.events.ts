import { EventType } from '@timekeep/contracts';
import type { ShiftFields } from '@timekeep/domain-scheduling';

export const rosterShiftStreamId = (shiftId: string) => `roster-shift-${shiftId}`;

export type RosterShiftSaved = { type: typeof EventType.RosterShiftSaved; v: 1; data: ShiftFields & { shiftId: string } };
export type RosterShiftDeleted = { type: typeof EventType.RosterShiftDeleted; v: 1; data: { shiftId: string } };
export type RosterShiftEvent = RosterShiftSaved | RosterShiftDeleted;

/** A shift's state for its commands: its fields while it exists. */
export const rosterShiftFold = {
  initial: null as (ShiftFields & { shiftId: string }) | null,
  evolve: (_: (ShiftFields & { shiftId: string }) | null, event: RosterShiftEvent) => (event.type === EventType.RosterShiftSaved ? event.data : null),
};

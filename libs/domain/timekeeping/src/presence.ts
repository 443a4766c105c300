import type { PunchStatus } from '@timekeep/contracts';

/** Someone's last punch the engine kept (a double read set aside is not one), as an instant. */
export interface KeptPunch {
  /** Seconds since the epoch. */
  at: number;
  /** The engine paired it as the in of a pair that has no out yet. */
  openIn: boolean;
}

export interface PresenceFacts {
  /** Their last kept punch at or before `at`; null when there is none. */
  last: KeptPunch | null;
  /** The instant asked about, in seconds. */
  at: number;
  /** Their pay group's punchPairCompletionTime (the longest shift), in hours. */
  maxShiftHours: number;
  /** Today's timesheet day is a leave day. */
  onLeave: boolean;
}

/**
 * Whether someone is in at an instant (document 2 §4 punch status), decided as the time engine would
 * pair a punch made then: In when their last kept punch is an in still without its out and the
 * longest shift has not run out since it (a later punch would be its out); an in older than that is
 * a forgotten out, and a punch now starts a new pair. Otherwise Leave on a leave day, Out when they
 * punched within the longest shift, No Punch when not. The web clock's In or Out, its screen, the
 * dashboard, the roll call and the employee's home all ask this one rule, so none can say In while
 * another takes the next punch as an In.
 */
export function presenceOf(facts: PresenceFacts): PunchStatus {
  const recent = facts.last !== null && facts.at - facts.last.at <= facts.maxShiftHours * 3600;
  if (recent && facts.last?.openIn) return 'In';
  if (facts.onLeave) return 'Leave';
  return recent ? 'Out' : 'No Punch';
}

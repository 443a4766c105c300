import { EventType, OPEN_SHIFT_TEXTS, type WorkSectionDto } from '@timekeep/contracts';
import fc from 'fast-check';
import { decideApproval, decideClaim, decideDecline, decideWithdrawal, openShiftFold, type OpenShiftEvent, type OpenShiftState } from './open-shifts';

const section = { id: 'x', startTime: '09:00', startTimeType: 'Today', endTime: '17:00', endTimeType: 'Today' } as WorkSectionDto;
const published = (claimMode: 'first' | 'approval'): OpenShiftState =>
  openShiftFold.evolve(openShiftFold.initial, { type: EventType.OpenShiftPublished, v: 1, data: { openShiftId: 's', positionId: 'p', date: '2026-12-09', section, skillIds: [], note: null, claimMode, offeredTo: ['ana', 'ben'] } });
const fold = (state: OpenShiftState, events: OpenShiftEvent[]) => events.reduce(openShiftFold.evolve, state);
const facts = (employeeId: string) => ({ employeeId, ineligible: null, started: false, filledByName: null });

describe('claiming an open shift', () => {
  it('first come: the claim takes it at once; a later claim is told who has it', () => {
    const events = decideClaim(published('first'), facts('ana'));
    expect(events.map((e) => e.type)).toEqual([EventType.OpenShiftClaimed, EventType.OpenShiftAssigned]);
    const filled = fold(published('first'), events);
    expect(filled).toMatchObject({ status: 'filled', filledBy: 'ana', claims: [] });
    expect(() => decideClaim(filled, { ...facts('ben'), filledByName: 'Ana Rewa' })).toThrow(OPEN_SHIFT_TEXTS.taken('Ana Rewa'));
  });

  it('by approval: claims wait; the approved one has it and the others are declined; a declined claimant may not be approved', () => {
    let state = published('approval');
    for (const who of ['ana', 'ben', 'cai']) state = fold(state, decideClaim(state, facts(who)));
    expect(() => decideClaim(state, facts('ben'))).toThrow(OPEN_SHIFT_TEXTS.alreadyClaimed);
    state = fold(state, decideDecline(state, 'cai'));
    expect(() => decideApproval(state, 'cai', null)).toThrow(OPEN_SHIFT_TEXTS.notClaimant);
    // She no longer fits it (a shift since): the approval is refused in the rule's words.
    expect(() => decideApproval(state, 'ben', OPEN_SHIFT_TEXTS.clash)).toThrow(OPEN_SHIFT_TEXTS.clash);
    const approved = decideApproval(state, 'ben', null);
    expect(approved.map((e) => [e.type, 'employeeId' in e.data ? e.data.employeeId : null])).toEqual([
      [EventType.OpenShiftAssigned, 'ben'],
      [EventType.OpenShiftClaimDeclined, 'ana'],
    ]);
    expect(fold(state, approved)).toMatchObject({ status: 'filled', filledBy: 'ben', claims: [] });
  });

  it('refuses a claim on a withdrawn or started shift, or by one it does not fit, in their words', () => {
    const withdrawn = fold(published('first'), decideWithdrawal(published('first')));
    expect(() => decideClaim(withdrawn, facts('ana'))).toThrow(OPEN_SHIFT_TEXTS.withdrawn);
    expect(() => decideClaim(published('first'), { ...facts('ana'), started: true })).toThrow(OPEN_SHIFT_TEXTS.started);
    expect(() => decideClaim(published('first'), { ...facts('ana'), ineligible: OPEN_SHIFT_TEXTS.noSkill })).toThrow(OPEN_SHIFT_TEXTS.noSkill);
    expect(() => decideWithdrawal(withdrawn)).toThrow(OPEN_SHIFT_TEXTS.notOpen);
  });

  it('however claims, declines and approvals interleave, the shift is filled at most once and by a claimant (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('claim' as const), who: fc.constantFrom('ana', 'ben', 'cai') }),
      fc.record({ kind: fc.constant('approve' as const), who: fc.constantFrom('ana', 'ben', 'cai') }),
      fc.record({ kind: fc.constant('decline' as const), who: fc.constantFrom('ana', 'ben', 'cai') }),
    );
    fc.assert(
      fc.property(fc.constantFrom('first' as const, 'approval' as const), fc.array(step, { maxLength: 30 }), (mode, steps) => {
        let state = published(mode);
        let assigned = 0;
        const claimed = new Set<string>();
        for (const s of steps) {
          try {
            const events = s.kind === 'claim' ? decideClaim(state, facts(s.who)) : s.kind === 'approve' ? decideApproval(state, s.who, null) : decideDecline(state, s.who);
            for (const e of events) {
              if (e.type === EventType.OpenShiftClaimed) claimed.add(e.data.employeeId);
              if (e.type === EventType.OpenShiftAssigned) {
                assigned++;
                expect(claimed.has(e.data.employeeId)).toBe(true);
              }
            }
            state = fold(state, events);
          } catch {
            // A refusal changes nothing.
          }
        }
        expect(assigned).toBeLessThanOrEqual(1);
        expect(state.status === 'filled').toBe(assigned === 1);
      }),
    );
  });
});

import { PayRuleKind } from '@timekeep/contracts';
import { refusalReply } from '@timekeep/domain-kernel';
import { inUseAnswer, PayRuleError, takenRefusal } from './catalogue';

describe('pay-rule refusals as the spec answers them', () => {
  it("answers a taken name 'exist', and on a workplace 'name repeat'", () => {
    expect(refusalReply(takenRefusal(PayRuleKind.PayGroup))).toEqual({ status: 200, body: { message: 'exist' } });
    expect(refusalReply(takenRefusal(PayRuleKind.Workplace))).toEqual({ status: 200, body: { message: 'name repeat' } });
  });

  it('answers records in use with the kind’s own reply, or a 400 where the spec has none', () => {
    const inUse = (kind: PayRuleKind) => refusalReply(new PayRuleError('inUse', 'inUse', ['Day'], inUseAnswer(kind, ['Day'])));
    expect(inUse(PayRuleKind.RoundingRule)).toEqual({ status: 200, body: { message: 'usedRoundings', usedRoundings: ['Day'] } });
    expect(inUse(PayRuleKind.PayGroup)).toEqual({ status: 200, body: { message: 'inUse', names: ['Day'] } });
    expect(inUse(PayRuleKind.ScheduleTemplate)).toEqual({ status: 200, body: { message: 'inUse', names: ['Day'] } });
    expect(inUse(PayRuleKind.PayType)).toEqual({ status: 400, body: { message: 'inUse' } });
  });

  it('names the employee of a pay-on-finish-day conflict, and answers a form problem or a missing record by status', () => {
    expect(refusalReply(new PayRuleError('payOnFinishDayConflicts', 'payOnFinishDayConflicts', ['Mere Walker']))).toEqual({ status: 200, body: { message: 'payOnFinishDayConflicts', employee: 'Mere Walker' } });
    expect(refusalReply(new PayRuleError('timeclash', 'timeclash'))).toEqual({ status: 200, body: { message: 'timeclash' } });
    expect(refusalReply(new PayRuleError('invalid', 'Name is required.'))).toEqual({ status: 400, body: { message: 'Name is required.' } });
    expect(refusalReply(new PayRuleError('notFound', 'This record was deleted.'))).toEqual({ status: 404, body: { message: 'This record was deleted.' } });
  });
});

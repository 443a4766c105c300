import { refusalReply } from '@timekeep/domain-kernel';
import { PeopleError } from './people-error';

describe('people refusals as the spec answers them', () => {
  it('answers a spec code with its details beside it', () => {
    expect(refusalReply(new PeopleError('payOnFinishDayConflicts', undefined, { hasCrossMidnightTs: false }))).toEqual({ status: 200, body: { message: 'payOnFinishDayConflicts', hasCrossMidnightTs: false } });
    expect(refusalReply(new PeopleError('timeclash'))).toEqual({ status: 200, body: { message: 'timeclash' } });
  });

  it('answers a malformed form 400 and a record out of reach 404, with the sentence', () => {
    expect(refusalReply(new PeopleError('invalid', 'Pay Rate must be 0 or more.'))).toEqual({ status: 400, body: { message: 'Pay Rate must be 0 or more.' } });
    expect(refusalReply(new PeopleError('notFound', 'This employee does not exist.'))).toEqual({ status: 404, body: { message: 'This employee does not exist.' } });
  });
});

import { refusalReply } from '@timekeep/domain-kernel';
import { ConnectionRuleError } from './integration-connection';

describe('integration refusals as the spec answers them', () => {
  it('answers a connection form that does not hold with its sentence', () => {
    expect(refusalReply(new ConnectionRuleError('The address is not a URL.'))).toEqual({ status: 400, body: { message: 'The address is not a URL.' } });
  });
});

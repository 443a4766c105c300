import { refusalReply } from '@timekeep/domain-kernel';
import { CompanyRuleError } from './company.decide';
import { StructureRuleError } from './structure.decide';

describe('organisation refusals as the spec answers them', () => {
  it('answers company codes, and the licence sentence as the message', () => {
    expect(refusalReply(new CompanyRuleError('exist', 'taken'))).toEqual({ status: 200, body: { message: 'exist' } });
    expect(refusalReply(new CompanyRuleError('licenses', 'Only 5 licences are left.'))).toEqual({ status: 200, body: { message: 'Only 5 licences are left.' } });
    expect(refusalReply(new CompanyRuleError('required', 'Name is required.'))).toEqual({ status: 400, body: { message: 'Name is required.' } });
    expect(refusalReply(new CompanyRuleError('notFound', 'No such company.'))).toEqual({ status: 404, body: { message: 'No such company.' } });
  });

  it('answers structure codes, and sentences for a malformed form or a missing department', () => {
    expect(refusalReply(new StructureRuleError('existName'))).toEqual({ status: 200, body: { message: 'existName' } });
    expect(refusalReply(new StructureRuleError('required'))).toEqual({ status: 400, body: { message: 'This field is required.' } });
    expect(refusalReply(new StructureRuleError('notFound'))).toEqual({ status: 404, body: { message: 'Warning: The department does not exist.' } });
    expect(refusalReply(new StructureRuleError('defaultPosition'))).toEqual({ status: 400, body: { message: 'The default position must be a position below this node.' } });
  });
});

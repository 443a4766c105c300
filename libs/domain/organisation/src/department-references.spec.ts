import { refusalReply } from '@timekeep/domain-kernel';
import { DepartmentReferenceFacts, refuseDepartmentReferences, StructureRuleError } from './structure.decide';

const allFine: DepartmentReferenceFacts = {
  timeZone: { id: 'Pacific/Auckland', known: true },
  supervisorsExist: true,
  approverExists: null,
  holidaysExist: true,
  roundingRuleExists: null,
  scheduleExists: true,
  jobsExist: true,
  sitesExist: true,
};

function answer(facts: Partial<DepartmentReferenceFacts>): unknown {
  try {
    refuseDepartmentReferences({ ...allFine, ...facts });
    return null;
  } catch (error) {
    if (!(error instanceof StructureRuleError)) throw error;
    return refusalReply(error);
  }
}

describe('refuseDepartmentReferences', () => {
  it('lets a form through that names only what the company has', () => {
    expect(answer({})).toBeNull();
    expect(answer({ timeZone: null, scheduleExists: null })).toBeNull();
  });

  it('answers 400 naming the field whose record the company does not have', () => {
    expect(answer({ timeZone: { id: 'Mars/Olympus', known: false } })).toEqual({ status: 400, body: { message: "Unknown time zone 'Mars/Olympus'." } });
    expect(answer({ supervisorsExist: false })).toEqual({ status: 400, body: { message: 'A chosen supervisor does not exist.' } });
    expect(answer({ approverExists: false })).toEqual({ status: 400, body: { message: 'The chosen approver does not exist.' } });
    expect(answer({ holidaysExist: false })).toEqual({ status: 400, body: { message: 'A chosen holiday does not exist.' } });
    expect(answer({ roundingRuleExists: false })).toEqual({ status: 400, body: { message: 'The chosen rounding rule does not exist.' } });
    expect(answer({ scheduleExists: false })).toEqual({ status: 400, body: { message: 'The chosen schedule does not exist.' } });
    expect(answer({ jobsExist: false })).toEqual({ status: 400, body: { message: 'A chosen job does not exist.' } });
    expect(answer({ sitesExist: false })).toEqual({ status: 400, body: { message: 'A chosen site does not exist.' } });
  });

  it('answers the first problem in the form’s order', () => {
    expect(answer({ sitesExist: false, supervisorsExist: false })).toEqual({ status: 400, body: { message: 'A chosen supervisor does not exist.' } });
  });
});

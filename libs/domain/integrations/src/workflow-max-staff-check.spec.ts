import fc from 'fast-check';
import { checkWorkflowMaxStaff } from './workflow-max-staff-check';

const ARIA = '0d6d8234-1a2b-4c3d-9e8f-9f1a55667788';
const BEN = '1e7f9345-2b3c-5d4e-af90-a02b66778899';

describe('checking employees against WorkflowMax staff', () => {
  it('matches by staff UUID without case or spaces, and names who cannot be sent and why', () => {
    const report = checkWorkflowMaxStaff(
      [
        { name: 'Aria Smith', link: ` ${ARIA.toUpperCase()} ` },
        { name: 'Ben Lee', link: 'typo-uuid' },
        { name: 'Chloe Kaur', link: ARIA },
        { name: 'Dan Fale', link: null },
        { name: 'Dan  Fale', link: BEN },
      ],
      [
        { uuid: ARIA, name: 'Aria Smith' },
        { uuid: BEN, name: 'Ben Lee' },
        { uuid: 'c3', name: 'Sam Hill' },
        { uuid: 'c4', name: 'sam hill' },
      ],
    );
    expect(report).toEqual({
      namesNotInWorkflowMax: [`Ben Lee (typo-uuid): WorkflowMax has Ben Lee as ${BEN}`, 'Dan Fale'],
      duplicateNamesInTimekeep: ['Dan Fale'],
      duplicateEmployeesInTimekeep: [`Aria Smith (${ARIA.toUpperCase()})`, `Chloe Kaur (${ARIA})`],
      duplicateNamesInWorkflowMax: ['Sam Hill'],
    });
  });

  it('finds nothing wrong when each of ours is a distinct staff member with a distinct name', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 30 }), (uuids) => {
        const staff = uuids.map((uuid, n) => ({ uuid, name: `Person ${n}` }));
        const report = checkWorkflowMaxStaff(staff.map((s) => ({ name: s.name, link: s.uuid })), staff);
        expect(Object.values(report).flat()).toEqual([]);
      }),
    );
  });
});

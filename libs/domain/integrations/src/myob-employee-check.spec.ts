import fc from 'fast-check';
import { checkEmployeeLinks } from './myob-employee-check';

describe('checking employees against MYOB Advanced', () => {
  it('matches by Employee ID without case or spaces, and names what does not match', () => {
    const report = checkEmployeeLinks(
      [
        { name: 'Aria Smith', externalId: 'ep00000001' },
        { name: 'Ben Lee', externalId: 'EP00000002' },
        { name: 'Chloe Kaur', externalId: ' EP00000002 ' },
        { name: 'Dan Fale', externalId: 'EP00000099' },
        { name: 'Eva Brown', externalId: null },
      ],
      [
        { employeeId: 'EP00000001', name: 'Aria Smith' },
        { employeeId: 'EP00000002', name: 'Ben Lee' },
        { employeeId: 'EP00000003', name: 'Nobody Ours' },
        { employeeId: 'EP00000003 ', name: 'Nobody Ours (branch 2)' },
      ],
    );
    expect(report).toEqual({
      notInExternal: ['Dan Fale (EP00000099)', 'Eva Brown'],
      duplicatesInOurs: ['Ben Lee (EP00000002)', 'Chloe Kaur (EP00000002)'],
      duplicatesInExternal: ['EP00000003'],
    });
  });

  it('finds nothing wrong when both sides hold the same distinct IDs', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^EP\d{8}$/), { maxLength: 30 }), (ids) => {
        const report = checkEmployeeLinks(
          ids.map((id) => ({ name: id, externalId: id.toLowerCase() })),
          ids.map((id) => ({ employeeId: id, name: id })),
        );
        expect(report).toEqual({ notInExternal: [], duplicatesInOurs: [], duplicatesInExternal: [] });
      }),
    );
  });
});

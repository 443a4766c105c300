import type { MyobSendResult } from '@timekeep/contracts';
import { myobNotices } from './myob-notices';

const nothingMissing = { employeesNotInMyobAdvanced: [], jobsNotInMyobAdvanced: [], tasksNotInMyobAdvanced: [] };

describe('what a MYOB Advanced send tells the user', () => {
  it('says Send Successfully when every chosen job costing succeeded and nothing is missing', () => {
    const result: MyobSendResult = { ...nothingMissing, projectJobCostingResult: { success: true, errorMessage: null, timeEntryErrorMessages: [] } };
    expect(myobNotices(result)).toEqual([{ type: 'success', message: 'Send Successfully', lines: [] }]);
  });

  it('lists the employees, jobs and tasks MYOB does not have in the spec words, and a released batch, beside the success', () => {
    const result: MyobSendResult = {
      employeesNotInMyobAdvanced: ['Dan Rata (EP00000099)', 'Eve Rata (EP00000100)'],
      jobsNotInMyobAdvanced: ['J-9 Fence'],
      tasksNotInMyobAdvanced: [],
      productionOrderJobCostingResult: { released: true, success: true, errorMessage: null },
      appointmentJobCostingResult: { success: true, errorMessage: null, failedAppointmentNameToErrorMap: {}, inactiveAppointmentIds: ['MRO/FS000012'] },
    };
    expect(myobNotices(result).map((n) => [n.type, n.message])).toEqual([
      ['success', 'Send Successfully'],
      ['warning', 'Hours for the following employees cannot be sent because they do not exist in MYOB Advanced: Dan Rata (EP00000099), Eve Rata (EP00000100)'],
      ['warning', 'Hours on the following jobs cannot be sent because they do not exist in MYOB Advanced: J-9 Fence'],
      ['warning', 'Hours for the following appointments cannot be sent because the appointments are completed, closed or cancelled: MRO/FS000012'],
      ['warning', 'The labour batch has been released.'],
    ]);
  });

  it('shows each failed job costing as an error with its failures, and no success', () => {
    const result: MyobSendResult = {
      ...nothingMissing,
      projectJobCostingResult: { success: false, errorMessage: '1 of 3 time entries was refused.', timeEntryErrorMessages: ['Aria Rata 2026-11-02: The PRJ-2 project is not active.'] },
      appointmentJobCostingResult: { success: false, errorMessage: null, failedAppointmentNameToErrorMap: { 'MRO/FS000013': "'Staff Member' cannot be found in the system." }, inactiveAppointmentIds: [] },
    };
    expect(myobNotices(result)).toEqual([
      { type: 'error', message: 'Projects: 1 of 3 time entries was refused.', lines: ['Aria Rata 2026-11-02: The PRJ-2 project is not active.'] },
      { type: 'error', message: 'Service appointments: Failed to send.', lines: ["MRO/FS000013: 'Staff Member' cannot be found in the system."] },
    ]);
  });
});

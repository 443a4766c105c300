import { type MyobSendResult, TRANSFER_TEXTS } from '@timekeep/contracts';

export interface Notice {
  type: 'success' | 'warning' | 'error';
  message: string;
  lines: string[];
}

const MYOB = 'MYOB Advanced';
const listed = (intro: string, names: string[]): Notice[] => (names.length ? [{ type: 'warning', message: `${intro}${names.join(', ')}`, lines: [] }] : []);

/**
 * What a MYOB send's result says to the user (document 3 §8 "Imports and transfers"): each job
 * costing that failed is an error listing its failures; what MYOB does not have, the appointments
 * no longer open and a released labour batch are warnings; with no error, 'Send Successfully'
 * first (the hours that could be sent were). The page shows errors and warnings as notices that stay until closed.
 */
export function myobNotices(result: MyobSendResult): Notice[] {
  const notices: Notice[] = [];
  const { productionOrderJobCostingResult: orders, appointmentJobCostingResult: appointments, projectJobCostingResult: projects } = result;
  if (projects && !projects.success) notices.push({ type: 'error', message: `Projects: ${projects.errorMessage ?? TRANSFER_TEXTS.sendFailed}`, lines: projects.timeEntryErrorMessages });
  if (orders && !orders.success) notices.push({ type: 'error', message: `Production orders: ${orders.errorMessage ?? TRANSFER_TEXTS.sendFailed}`, lines: [] });
  if (appointments && !appointments.success) {
    const failed = Object.entries(appointments.failedAppointmentNameToErrorMap).map(([name, error]) => `${name}: ${error}`);
    notices.push({ type: 'error', message: `Service appointments: ${appointments.errorMessage ?? TRANSFER_TEXTS.sendFailed}`, lines: failed });
  }
  notices.push(...listed(TRANSFER_TEXTS.employeesNotIn(MYOB), result.employeesNotInMyobAdvanced));
  notices.push(...listed(TRANSFER_TEXTS.jobsNotIn(MYOB), result.jobsNotInMyobAdvanced));
  notices.push(...listed(TRANSFER_TEXTS.tasksNotIn(MYOB), result.tasksNotInMyobAdvanced));
  notices.push(...listed(TRANSFER_TEXTS.inactiveAppointments, appointments?.inactiveAppointmentIds ?? []));
  if (orders?.released) notices.push({ type: 'warning', message: TRANSFER_TEXTS.released, lines: [] });
  if (!notices.some((n) => n.type === 'error')) notices.unshift({ type: 'success', message: TRANSFER_TEXTS.sent, lines: [] });
  return notices;
}

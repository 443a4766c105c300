/**
 * The History view's field names: where the form's label is not the field's name in words, the
 * form's label (document 1 §3 and the employee form), so a change reads as the field was entered.
 */
const LABELS: Record<string, string> = {
  paygroupId: 'Pay Group',
  timeRoundingId: 'Rounding',
  departmentId: 'Department',
  reportTo: 'Time/Leave Approval',
  isExport: 'Export to Payroll',
  statusApp: 'Mobile App',
  workPlaceId: 'Assigned Sites',
  mobileIMEI: 'Registration ID',
  jobIds: 'Jobs',
  departmentIds: 'Departments',
  // Identifiers keep their ID: 'Pay', 'Clock' alone would name something else.
  payId: 'Pay ID',
  clockId: 'Clock ID',
  xeroGuid: 'Xero ID',
  workflowId: 'WorkflowMax ID',
  externalId: 'External ID',
  clientId: 'Client ID',
  // The spec's field is spelled showonDashboard; its label is three words.
  showonDashboard: 'Show on Dashboard',
  physicalAddr: 'Physical Address',
  postalAddr: 'Postal Address',
  payCostcode: 'JC Trans Type',
  // The employee form's sections (ADR 0074).
  employmentType: 'Employment type',
  workingDays: 'Otherwise working days',
  // An employee schedule's open shift taken, offer or swap (ADR 0079).
  traded: 'Shift taken, given or swapped',
};

/** 'hireOnDateValue' reads 'Hire On Date'; other ids read as what they point at ('scheduleId' is 'Schedule'). */
export const fieldLabel = (field: string) =>
  LABELS[field] ?? field.replace(/DateValue$/, 'Date').replace(/Id$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

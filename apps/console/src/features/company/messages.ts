/** Spec §8 department codes and texts. */
export const DEPARTMENT_SAVE_TEXTS: Record<string, string> = {
  existName: 'Warning: Department Name is exist.',
  existNumber: 'Warning: Department NO. is exist.',
  existCode: 'Warning: Department Code. is exist.',
  existPunchCode: 'Punch code has been used by other department.',
  missingPunchCode: 'Punch Code cannot be empty.',
  hasEmployee: 'Please remove all employees under this company node and try again!',
  noCompanyStructure: 'Can not create department under this company structure.',
};

export const DEPARTMENT_DELETE_TEXTS: Record<string, string> = {
  children: 'Warning: Please delete the child nodes.',
  hasEmployee: 'Please remove all employees under this company node and try again!',
};

export const DEPARTMENT_DELETE_CONFIRM = 'Are you sure to delete this department?';

/** Spec §8 company save texts. */
export const COMPANY_SAVE_TEXTS: Record<string, string> = {
  exist: 'Warning: Code is exist.',
  'code extis': 'Warning: Code is exist.',
};

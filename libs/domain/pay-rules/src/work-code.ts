import { REQUIRED_TEXT } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError } from './catalogue';

/** What a job and a task share: a code, a punch code for clocks and an export code for payroll. */
export interface WorkCodeFields {
  code: string;
  description: string | null;
  punchCode: string | null;
  payExportCode: string | null;
  /** Owned by an integration when set; the console cannot change them. */
  externalType: string | null;
  externalId: string | null;
}

export interface JobCodeFields extends WorkCodeFields {
  taskIds: string[];
}

export type TaskCodeFields = WorkCodeFields;

export interface WorkCodeInput {
  code: string;
  name: string;
  active: boolean;
  description: string;
  punchCode: string;
  payExportCode: string;
}

const text = (value: string) => value.trim() || null;

/**
 * Document 2 §6: the code is required. A new job or task is active whatever the form says. The
 * integration's identifiers are kept as stored: only a sync or import sets them.
 */
function checkWorkCode(input: WorkCodeInput, stored: WorkCodeFields | null): PayRuleBody<WorkCodeFields> {
  const code = input.code.trim();
  if (!code) throw new PayRuleError('invalid', REQUIRED_TEXT);
  return {
    name: input.name.trim(),
    active: stored ? input.active : true,
    systemCode: null,
    fields: {
      code,
      description: text(input.description),
      punchCode: text(input.punchCode),
      payExportCode: text(input.payExportCode),
      externalType: stored?.externalType ?? null,
      externalId: stored?.externalId ?? null,
    },
  };
}

/** A job; its tasks must be the company's (`tasks` holds their ids). */
export function checkJobCode(input: WorkCodeInput & { taskIds: string[] }, tasks: ReadonlySet<string>, stored: JobCodeFields | null): PayRuleBody<JobCodeFields> {
  const body = checkWorkCode(input, stored);
  const taskIds = [...new Set(input.taskIds)];
  if (taskIds.some((id) => !tasks.has(id))) throw new PayRuleError('invalid', 'A chosen task does not exist.');
  return { ...body, fields: { ...body.fields, taskIds } };
}

export const checkTaskCode = (input: WorkCodeInput, stored: TaskCodeFields | null): PayRuleBody<TaskCodeFields> => checkWorkCode(input, stored);

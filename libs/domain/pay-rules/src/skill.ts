import { ALLOWANCE_CALCULATION_TYPES, AllowanceCalculationType, REQUIRED_TEXT } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError } from './catalogue';

export interface SkillFields {
  payTypeId: string | null;
  allowanceCalculationType: AllowanceCalculationType;
}

export interface SkillInput {
  name: string;
  active: boolean;
  payTypeId: string | null;
  allowanceCalculationType: string;
}

/**
 * Document 2 §5: name and allowance calculation type required. The allowance, when chosen, must be
 * an allowance pay type (`allowances` holds the company's). A new skill is always active.
 */
export function checkSkill(input: SkillInput, allowances: ReadonlySet<string>, isNew: boolean): PayRuleBody<SkillFields> {
  const name = input.name.trim();
  if (!name) throw new PayRuleError('invalid', REQUIRED_TEXT);
  const type = ALLOWANCE_CALCULATION_TYPES.find((t) => t.id === input.allowanceCalculationType);
  if (!type) throw new PayRuleError('invalid', REQUIRED_TEXT);
  if (input.payTypeId && !allowances.has(input.payTypeId)) throw new PayRuleError('invalid', 'The allowance must be an allowance pay type.');
  return { name, active: isNew ? true : input.active, systemCode: null, fields: { payTypeId: input.payTypeId || null, allowanceCalculationType: type.id } };
}

import { MAX_ROUNDING_ROWS, numberProblem, ROUNDING_RANGE, ROUNDING_TEXTS, RoundingRow } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError } from './catalogue';

export interface RoundingRuleFields {
  description: string | null;
  rules: RoundingRow[];
}

export interface RoundingRuleInput {
  name: string;
  description?: string | null;
  active: boolean;
  rules: Array<Pick<RoundingRow, 'fromTime' | 'toT' | 'value'>>;
}

/**
 * Document 3 §5: a name, 1 to 20 rows, each From, To and Value a whole minute 0-60, To after From.
 * Rows are numbered in the order given.
 */
export function checkRoundingRule(input: RoundingRuleInput): PayRuleBody<RoundingRuleFields> {
  const name = input.name.trim();
  if (!name) throw new PayRuleError('invalid', 'This field is required.');
  if (!input.rules.length) throw new PayRuleError('invalid', ROUNDING_TEXTS.none);
  if (input.rules.length > MAX_ROUNDING_ROWS) throw new PayRuleError('invalid', ROUNDING_TEXTS.tooMany);
  for (const row of input.rules) {
    if ([row.fromTime, row.toT, row.value].some((n) => numberProblem(n, ROUNDING_RANGE))) throw new PayRuleError('invalid', ROUNDING_TEXTS.range);
    if (row.toT <= row.fromTime) throw new PayRuleError('invalid', ROUNDING_TEXTS.toAfterFrom);
  }
  return {
    name,
    active: input.active,
    systemCode: null,
    fields: {
      description: input.description?.trim() || null,
      rules: input.rules.map((row, i) => ({ orderNumber: i + 1, fromTime: row.fromTime, toT: row.toT, value: row.value })),
    },
  };
}

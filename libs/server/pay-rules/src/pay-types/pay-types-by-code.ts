import { PayRuleKind } from '@timekeep/contracts';
import { checkPayType, PayRuleError, PayTypeFields } from '@timekeep/domain-pay-rules';
import type { CommandContext, OrmTx } from '@timekeep/server-platform';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRuleWriter, SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

export interface WantedPayType {
  code: string;
  name: string;
  factor: number;
}

/**
 * Inside the caller's transaction: the company's pay types with these codes, each made (active,
 * exported, at its factor) where the company has none. One the company has is used as it is, its
 * factor the company's; a wanted name another code already holds is refused with both named.
 */
export async function payTypesByCode(writer: PayRuleWriter, tx: OrmTx, context: CommandContext, wanted: readonly WantedPayType[]): Promise<Map<string, { id: string; name: string; factor: number }>> {
  const rows = await tx.manager.findBy(PayRuleEntity, { companyId: context.principal.companyId, kind: PayRuleKind.PayType });
  const byCode = new Map(rows.map((r) => [fieldsOf<PayTypeFields>(r).code.trim().toLowerCase(), r]));
  const found = new Map<string, { id: string; name: string; factor: number }>();
  for (const payType of wanted) {
    const row = byCode.get(payType.code.toLowerCase());
    if (row) {
      found.set(payType.code, { id: row.id, name: row.name, factor: fieldsOf<PayTypeFields>(row).payRateFactor });
      continue;
    }
    const namesake = rows.find((r) => r.name.trim().toLowerCase() === payType.name.toLowerCase());
    if (namesake) throw new PayRuleError('invalid', `The pay type ${namesake.name} has the code ${fieldsOf<PayTypeFields>(namesake).code}, not ${payType.code}: rename it, or give it the code ${payType.code}.`);
    // Shown to employees: a penalty rate is part of what she is paid and may see.
    const body = checkPayType({ code: payType.code, name: payType.name, payRateFactor: payType.factor, active: true, hideFromEmp: false });
    const { id } = await writer.saveWithin(tx, new SavePayRuleCommand(context, PayRuleKind.PayType, { body }));
    found.set(payType.code, { id, name: payType.name, factor: payType.factor });
  }
  return found;
}

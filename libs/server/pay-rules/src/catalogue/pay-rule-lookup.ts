import { Injectable } from '@nestjs/common';
import { isUuid, PayGroupFields } from '@timekeep/contracts';
import { crossesMidnight, ScheduleTemplateFields } from '@timekeep/domain-pay-rules';
import { OrmTx, PayRuleLookup } from '@timekeep/server-platform';
import { PayRuleEntity } from './pay-rule.entity';

@Injectable()
export class PayRuleLookupFromReadModel extends PayRuleLookup {
  async exists(tx: OrmTx, companyId: string, kind: 'roundingRule' | 'payGroup' | 'scheduleTemplate', id: string): Promise<boolean> {
    return isUuid(id) && tx.manager.existsBy(PayRuleEntity, { id, companyId, kind });
  }

  async payOnFinishDayConflict(tx: OrmTx, companyId: string, payGroupId: string, scheduleId: string): Promise<boolean> {
    if (!isUuid(payGroupId) || !isUuid(scheduleId)) return false;
    const group = await tx.manager.findOneBy(PayRuleEntity, { id: payGroupId, companyId, kind: 'payGroup' });
    if (!(group?.fields as unknown as PayGroupFields | undefined)?.payOnFinishDay) return false;
    const template = await tx.manager.findOneBy(PayRuleEntity, { id: scheduleId, companyId, kind: 'scheduleTemplate' });
    return !!template && crossesMidnight((template.fields as unknown as ScheduleTemplateFields).scheduleRules);
  }
}

import { Injectable } from '@nestjs/common';
import { isUuid, PayGroupFields, ScheduleTemplateDto } from '@timekeep/contracts';
import { crossesMidnight } from '@timekeep/domain-pay-rules';
import { toScheduleTemplate } from '../schedules/schedule-template-dto';
import { OrmTx, PayRuleLookup, ReferencedKind } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { PayRuleEntity } from './pay-rule.entity';

@Injectable()
export class PayRuleLookupFromReadModel extends PayRuleLookup {
  async exists(tx: OrmTx, companyId: string, kind: ReferencedKind, id: string): Promise<boolean> {
    return isUuid(id) && tx.manager.existsBy(PayRuleEntity, { id, companyId, kind });
  }

  async allExist(tx: OrmTx, companyId: string, kind: ReferencedKind, ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    return unique.every(isUuid) && (await tx.manager.countBy(PayRuleEntity, { id: In(unique), companyId, kind })) === unique.length;
  }

  async scheduleTemplate(tx: OrmTx, companyId: string, id: string): Promise<ScheduleTemplateDto | null> {
    const row = isUuid(id) ? await tx.manager.findOneBy(PayRuleEntity, { id, companyId, kind: 'scheduleTemplate' }) : null;
    return row && toScheduleTemplate(row);
  }

  async paysOnFinishDay(tx: OrmTx, companyId: string, payGroupId: string): Promise<boolean> {
    const group = isUuid(payGroupId) ? await tx.manager.findOneBy(PayRuleEntity, { id: payGroupId, companyId, kind: 'payGroup' }) : null;
    return !!(group?.fields as unknown as PayGroupFields | undefined)?.payOnFinishDay;
  }

  async payOnFinishDayConflict(tx: OrmTx, companyId: string, payGroupId: string, scheduleId: string): Promise<boolean> {
    if (!(await this.paysOnFinishDay(tx, companyId, payGroupId))) return false;
    const template = await this.scheduleTemplate(tx, companyId, scheduleId);
    return !!template && crossesMidnight(template.scheduleRules);
  }
}

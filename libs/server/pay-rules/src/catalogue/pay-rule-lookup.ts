import { Injectable } from '@nestjs/common';
import { isUuid } from '@timekeep/contracts';
import { OrmTx, PayRuleLookup } from '@timekeep/server-platform';
import { PayRuleEntity } from './pay-rule.entity';

@Injectable()
export class PayRuleLookupFromReadModel extends PayRuleLookup {
  async exists(tx: OrmTx, companyId: string, kind: 'roundingRule' | 'payGroup', id: string): Promise<boolean> {
    return isUuid(id) && tx.manager.existsBy(PayRuleEntity, { id, companyId, kind });
  }
}

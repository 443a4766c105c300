import { Injectable } from '@nestjs/common';
import { OrmTx, PayRuleLookup } from '@timekeep/server-platform';
import { PayRuleEntity } from './pay-rule.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PayRuleLookupFromReadModel extends PayRuleLookup {
  async exists(tx: OrmTx, companyId: string, kind: 'roundingRule' | 'payGroup', id: string): Promise<boolean> {
    return UUID.test(id) && tx.manager.existsBy(PayRuleEntity, { id, companyId, kind });
  }
}

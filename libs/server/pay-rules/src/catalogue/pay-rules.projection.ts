import { kindOfEvent, PayRuleBody, uniqueCodeOf, uniqueKeyOf } from '@timekeep/domain-pay-rules';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { PayRuleEntity } from './pay-rule.entity';

/** Inline: a saved name is taken the moment it commits, so the unique index settles races. */
export class PayRulesProjection implements Projection<OrmTx> {
  readonly name = 'pay-rules';
  readonly version = 1;
  readonly tables = ['pay_rule'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      const known = kindOfEvent(event.type);
      if (!known) continue;
      const { id, ...body } = event.data as PayRuleBody<Record<string, unknown>> & { id: string };
      if (known.deleted) {
        await tx.manager.delete(PayRuleEntity, { id });
        continue;
      }
      await tx.manager.upsert(
        PayRuleEntity,
        {
          id,
          companyId: event.companyId,
          kind: known.kind,
          name: body.name,
          uniqueKey: uniqueKeyOf(known.kind, body, id),
          uniqueCode: uniqueCodeOf(known.kind, body),
          active: body.active,
          systemCode: body.systemCode,
          fields: body.fields,
          // Holidays sort by their date, schedule templates by their start date.
          sortDate: [body.fields.date, body.fields.startDate].find((d): d is string => typeof d === 'string') ?? null,
          version: event.streamPosition,
          updatedAt: new Date(event.metadata.occurredAt),
        } as QueryDeepPartialEntity<PayRuleEntity>,
        ['id'],
      );
    }
  }
}

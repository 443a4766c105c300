import { Action, PayRuleKind, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { evolvePayRule, initialPayRuleState, PayRuleBody, takenRefusal, PayRuleState, uniqueCodeOf, uniqueKeyOf, workCodeOf } from '@timekeep/domain-pay-rules';
import { ConcurrencyError } from '@timekeep/event-store';
import type { CommandContext, OrmTx } from '@timekeep/server-platform';
import { PayRuleEntity } from './pay-rule.entity';
import { NotAllowed, StaleForm } from '@timekeep/domain-kernel';

export const payRuleStreamId = (id: string) => `pay-rule-${id}`;
export const payRuleFold = { initial: initialPayRuleState as PayRuleState<unknown>, evolve: evolvePayRule };

export const PAY_RULE_CONFLICT = 'This record was changed by someone else. Reload it and try again.';

/** The permission resource of each kind; pay types, rounding rules, holidays and skills are pay rules. */
const RESOURCE_OF: Partial<Record<PayRuleKind, Resource>> = {
  payGroup: Resource.PayGroup,
  scheduleTemplate: Resource.ScheduleTemplate,
  job: Resource.Job,
  task: Resource.Job,
  workplace: Resource.Workplace,
  // Conditions pay a pay group's time: who may change the group may change how it pays.
  conditionSet: Resource.PayGroup,
};

export function mayChangePayRules(context: CommandContext, action: Action, kind: PayRuleKind): void {
  const resource = RESOURCE_OF[kind] ?? Resource.PayRules;
  if (context.principal.kind !== 'system' && !can(context.principal, resource, action)) throw new NotAllowed();
}

/**
 * Another record of the kind already holds the name (within the year, for holidays), the code, or
 * the job's or task's code. Names and codes have unique indexes to settle races; work codes do not
 * (jobs and tasks saved before they were checked may share one, and a rebuild replays them), so two
 * saves of one work code take a lock on it and the second sees the first.
 */
export async function nameTaken(tx: OrmTx, companyId: string, kind: PayRuleKind, id: string, body: PayRuleBody<unknown>): Promise<boolean> {
  const workCode = workCodeOf(kind, body);
  if (workCode) await tx.sql.query("SELECT pg_advisory_xact_lock(hashtextextended('work-code:' || $1 || ':' || $2 || ':' || $3, 0))", [companyId, kind, workCode]);
  return tx.manager
    .createQueryBuilder(PayRuleEntity, 'r')
    .where('r.company_id = :companyId AND r.kind = :kind AND r.id <> :id', { companyId, kind, id })
    .andWhere(`(r.unique_key = :key OR r.unique_code = :code${workCode ? " OR lower(btrim(r.fields->>'code')) = :workCode" : ''})`, {
      key: uniqueKeyOf(kind, body, id),
      code: uniqueCodeOf(kind, body),
      workCode,
    })
    .getExists();
}

/** A race lost to another save (same record, or the same name): a conflict or the spec's 'exist'. */
export function settleRace(error: unknown, kind: PayRuleKind): never {
  if (error instanceof ConcurrencyError) throw new StaleForm(PAY_RULE_CONFLICT);
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && (constraint === 'pay_rule_unique_name' || constraint === 'pay_rule_unique_code')) throw takenRefusal(kind);
  throw error;
}

import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideSavePayRule, JobCodeFields, type PlannedRecord, type StoredWorkCode, TaskCodeFields, type WorkCodeFacts, type WorkCodePlan } from '@timekeep/domain-pay-rules';
import type { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { mayChangePayRules, payRuleFold, payRuleStreamId } from '../catalogue/pay-rule-stream';

/**
 * The company's jobs and tasks as stored, read after taking the company's work-code sync lock:
 * two imports or syncs of one company run one after the other, and the second plans from what the
 * first wrote.
 */
export async function storedWorkCodes(tx: OrmTx, companyId: string, externalType: string): Promise<WorkCodeFacts> {
  await tx.sql.query("SELECT pg_advisory_xact_lock(hashtextextended('work-code-sync:' || $1, 0))", [companyId]);
  const rows = await tx.manager.find(PayRuleEntity, { where: [{ companyId, kind: PayRuleKind.Job }, { companyId, kind: PayRuleKind.Task }], order: { id: 'ASC' } });
  const stored = <F>(row: PayRuleEntity): StoredWorkCode<F> => ({ id: row.id, body: { name: row.name, active: row.active, systemCode: row.systemCode, fields: fieldsOf<F>(row) } });
  return {
    jobs: rows.filter((r) => r.kind === PayRuleKind.Job).map((r) => stored<JobCodeFields>(r)),
    tasks: rows.filter((r) => r.kind === PayRuleKind.Task).map((r) => stored<TaskCodeFields>(r)),
    externalType,
  };
}

/**
 * Writes a plan in the caller's transaction: tasks first (jobs list them), each record's event on
 * its own stream at the version loaded. The plan checked names and codes against the records read
 * under the lock; the catalogue's unique indexes still settle a console save made meanwhile.
 */
export async function writeWorkCodePlan(streams: Streams, tx: OrmTx, context: CommandContext, plan: WorkCodePlan): Promise<void> {
  const changes = [...plan.tasks.map((r) => [PayRuleKind.Task, r] as const), ...plan.jobs.map((r) => [PayRuleKind.Job, r] as const)];
  if (changes.some(([, r]) => r.change === 'created')) mayChangePayRules(context, Action.Create, PayRuleKind.Job);
  if (changes.some(([, r]) => r.change === 'updated' || r.change === 'closed')) mayChangePayRules(context, Action.Update, PayRuleKind.Job);
  for (const [kind, record] of changes) await writeRecord(streams, tx, context, kind, record);
}

async function writeRecord(streams: Streams, tx: OrmTx, context: CommandContext, kind: PayRuleKind, record: PlannedRecord<unknown>): Promise<void> {
  if (record.change === 'unchanged') return;
  const { state, version } = await streams.load(tx, context, payRuleStreamId(record.id), payRuleFold);
  const events = decideSavePayRule(kind, state, record.id, record.body, false);
  if (events.length) await streams.append(tx, context, { id: payRuleStreamId(record.id), type: kind, expected: version === 0 ? 'no_stream' : version }, events);
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind, SyncType, XERO_TEXTS, XeroSyncReply } from '@timekeep/contracts';
import { linkEarningsRates, linkXeroEmployees } from '@timekeep/domain-integrations';
import { decidePayTypeXeroLink, PayTypeFields } from '@timekeep/domain-pay-rules';
import { decideXeroLink, evolveEmployee, initialEmployeeState } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity, payRuleFold, payRuleStreamId } from '@timekeep/server-pay-rules';
import { EmployeeEntity, employeeStreamId } from '@timekeep/server-people';
import { CommandContext, Streams, SyncLog } from '@timekeep/server-platform';
import { XeroClient, XeroError } from './xero.client';
import { XeroConnections } from './xero-connections';

export class SyncXeroCommand {
  constructor(readonly context: CommandContext) {}
}

const employeeFold = { initial: initialEmployeeState, evolve: evolveEmployee };
const LINK_CONFLICT = 'The record changed while Xero was read. Sync again.';

/**
 * syncXeroData (document 3 §7; ADR 0037): reads Xero Payroll's employees and earnings rates and
 * links ours to them, so that an export knows where each hour goes: employees (within the
 * caller's reach, Active) by the Xero id they carry or by name, exported pay types by export code
 * or name. Each changed link is an event on its employee or pay type; nothing is written to Xero.
 * Two Sync Results rows say what was linked and what was not.
 */
@CommandHandler(SyncXeroCommand)
export class SyncXeroHandler implements ICommandHandler<SyncXeroCommand, XeroSyncReply> {
  constructor(
    private readonly connections: XeroConnections,
    private readonly client: XeroClient,
    private readonly scope: ManagementScope,
    private readonly streams: Streams,
    private readonly syncLog: SyncLog,
  ) {}

  async execute({ context }: SyncXeroCommand): Promise<XeroSyncReply> {
    const { principal } = context;
    await this.connections.mayUse(principal);
    let xero: { employees: Awaited<ReturnType<XeroClient['employees']>>; rates: Awaited<ReturnType<XeroClient['earningsRates']>> };
    try {
      const session = await this.client.session(principal.companyId);
      xero = { employees: await this.client.employees(session), rates: await this.client.earningsRates(session) };
    } catch (error) {
      if (!(error instanceof XeroError)) throw error;
      await this.record(context, [{ type: SyncType.EmployeesSync, status: 'Error', message: `${XERO_TEXTS.syncFailed}: ${error.message}` }]);
      return { message: XERO_TEXTS.syncFailed, success: false, employeesLinked: 0, payTypesLinked: 0, reason: [error.message] };
    }

    const reach = await this.scope.reachOf(principal);
    const { employees, payTypes } = await this.streams.transaction(async (tx) => ({
      employees: (await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId, status: 'Active' })).filter((e) => reach === 'all' || reach.has(e.departmentId)),
      payTypes: (await tx.manager.findBy(PayRuleEntity, { companyId: principal.companyId, kind: PayRuleKind.PayType, active: true })).filter((p) => fieldsOf<PayTypeFields>(p).shouldExport),
    }));
    const people = linkXeroEmployees(
      employees.map((e) => ({ id: e.id, firstName: e.firstName, lastName: e.lastName, xeroGuid: e.record.xeroGuid })),
      xero.employees,
    );
    const rates = linkEarningsRates(
      payTypes.map((p) => ({ id: p.id, name: p.name, ...fieldsOf<PayTypeFields>(p) })),
      xero.rates,
    );
    // Only what changed is written: each link an event on its own stream.
    const heldByEmployee = new Map(employees.map((e) => [e.id, e.record.xeroGuid]));
    const heldByPayType = new Map(payTypes.map((p) => [p.id, fieldsOf<PayTypeFields>(p).xeroGuid]));
    for (const [employeeId, guid] of people.links) {
      if (heldByEmployee.get(employeeId) === guid) continue;
      await this.streams.handle(context, { id: employeeStreamId(employeeId), type: 'employee', fold: employeeFold, conflict: LINK_CONFLICT }, (state) => decideXeroLink(state, employeeId, guid));
    }
    for (const [payTypeId, guid] of rates.links) {
      if (heldByPayType.get(payTypeId) === guid) continue;
      await this.streams.handle(context, { id: payRuleStreamId(payTypeId), type: PayRuleKind.PayType, fold: payRuleFold, conflict: LINK_CONFLICT }, (state) =>
        decidePayTypeXeroLink(state as Parameters<typeof decidePayTypeXeroLink>[0], payTypeId, guid),
      );
    }

    const employeesLinked = [...people.links.values()].filter(Boolean).length;
    const payTypesLinked = [...rates.links.values()].filter(Boolean).length;
    await this.record(context, [
      {
        type: SyncType.EmployeesSync,
        status: people.issues.length ? 'Warning' : 'Success',
        message: [`${employeesLinked} of ${employees.length} employees linked to Xero Payroll`, ...people.issues].join('; '),
      },
      {
        type: SyncType.PayItemsSync,
        status: rates.issues.length ? 'Warning' : 'Success',
        message: [`${payTypesLinked} of ${payTypes.length} exported pay types linked to Xero earnings rates`, ...rates.issues].join('; '),
      },
    ]);
    return { message: 'success', success: true, employeesLinked, payTypesLinked, reason: [...people.issues, ...rates.issues] };
  }

  private async record(context: CommandContext, rows: Array<{ type: SyncType; status: 'Success' | 'Warning' | 'Error'; message: string }>): Promise<void> {
    await this.streams.transaction(async (tx) => {
      for (const row of rows) {
        await this.syncLog.record(tx.manager, { companyId: context.principal.companyId, ...row, integration: 'Xero', actorId: context.principal.id });
      }
    });
  }
}

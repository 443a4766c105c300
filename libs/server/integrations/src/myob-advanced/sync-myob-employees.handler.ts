import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MyobEmployeeSyncReply, SyncStatus, SyncType, ThirdPartyType } from '@timekeep/contracts';
import { checkEmployeeLinks } from '@timekeep/domain-integrations';
import { CompanyQueries } from '@timekeep/server-organisation';
import { EmployeesQueries } from '@timekeep/server-people';
import { CommandContext, Principal, Streams, SyncLog } from '@timekeep/server-platform';
import { MyobAdvancedClient, MyobError } from './myob-advanced.client';

export class SyncMyobEmployeesCommand {
  constructor(readonly context: CommandContext) {}
}

/**
 * Sync Employees for companies on MYOB Advanced (document 1 §2, §7; the path is not shown, so it
 * is ours). It reads MYOB's employees and answers which of ours, within reach, cannot be paid there,
 * and writes the outcome to the Sync Results. It changes no employee on either side.
 */
@CommandHandler(SyncMyobEmployeesCommand)
export class SyncMyobEmployeesHandler implements ICommandHandler<SyncMyobEmployeesCommand, MyobEmployeeSyncReply> {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly employees: EmployeesQueries,
    private readonly myob: MyobAdvancedClient,
    private readonly syncLog: SyncLog,
    private readonly streams: Streams,
  ) {}

  async execute({ context: { principal } }: SyncMyobEmployeesCommand): Promise<MyobEmployeeSyncReply> {
    const settings = await this.companies.settings(principal.companyId);
    if (settings.thirdPartyType?.id !== ThirdPartyType.MyobAdvanced) throw new BadRequestException({ message: 'Sync Employees is for companies on MYOB Advanced.' });
    const none = { timekeepEmployeesNotInMyobAdvanced: [], duplicateEmployeesInTimekeep: [], duplicateEmployeesInMyobAdvanced: [] };
    try {
      const report = checkEmployeeLinks(await this.employees.linked(principal), await this.myob.employees(principal.companyId));
      const issues = [
        report.notInExternal.length ? `not in MYOB Advanced: ${report.notInExternal.join(', ')}` : '',
        report.duplicatesInOurs.length ? `sharing an Employee ID here: ${report.duplicatesInOurs.join(', ')}` : '',
        report.duplicatesInExternal.length ? `listed twice in MYOB Advanced: ${report.duplicatesInExternal.join(', ')}` : '',
      ].filter(Boolean);
      await this.record(principal, issues.length ? 'Warning' : 'Success', issues.length ? `Employees ${issues.join('; ')}.` : 'Every employee is in MYOB Advanced.');
      return { success: true, timekeepEmployeesNotInMyobAdvanced: report.notInExternal, duplicateEmployeesInTimekeep: report.duplicatesInOurs, duplicateEmployeesInMyobAdvanced: report.duplicatesInExternal };
    } catch (error) {
      if (!(error instanceof MyobError)) throw error;
      await this.record(principal, 'Error', error.message);
      return { success: false, errorMessage: error.message, ...none };
    }
  }

  private record(principal: Principal, status: SyncStatus, message: string) {
    return this.streams.transaction((tx) =>
      this.syncLog.record(tx.manager, { companyId: principal.companyId, type: SyncType.EmployeesSync, status, message, integration: 'MYOB Advanced', actorId: principal.id }),
    );
  }
}

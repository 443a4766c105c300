import { BadRequestException, Controller, HttpCode, Post } from '@nestjs/common';
import { Action, MyobEmployeeSyncReply, Resource, ThirdPartyType } from '@timekeep/contracts';
import { checkEmployeeLinks } from '@timekeep/domain-people';
import { CompanyQueries, MyobAdvancedClient, MyobError } from '@timekeep/server-organisation';
import { CurrentPrincipal, Permission, Principal } from '@timekeep/server-platform';
import { EmployeesQueries } from './employees.queries';

/**
 * Sync Employees for companies on MYOB Advanced (document 1 §2, §7; the path is not shown, so it
 * is ours). It reads MYOB's employees and answers which of ours, within reach, cannot be paid there.
 */
@Controller()
export class MyobEmployeeSyncController {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly employees: EmployeesQueries,
    private readonly myob: MyobAdvancedClient,
  ) {}

  @Post('api/employees/sync-myob-advanced')
  @HttpCode(200)
  @Permission(Resource.Employee, Action.Update)
  async sync(@CurrentPrincipal() principal: Principal): Promise<MyobEmployeeSyncReply> {
    const settings = await this.companies.settings(principal.companyId);
    if (settings.thirdPartyType?.id !== ThirdPartyType.MyobAdvanced) throw new BadRequestException({ message: 'Sync Employees is for companies on MYOB Advanced.' });
    const none = { timekeepEmployeesNotInMyobAdvanced: [], duplicateEmployeesInTimekeep: [], duplicateEmployeesInMyobAdvanced: [] };
    try {
      const report = checkEmployeeLinks(await this.employees.linked(principal), await this.myob.employees(principal.companyId));
      return { success: true, timekeepEmployeesNotInMyobAdvanced: report.notInExternal, duplicateEmployeesInTimekeep: report.duplicatesInOurs, duplicateEmployeesInMyobAdvanced: report.duplicatesInExternal };
    } catch (error) {
      if (error instanceof MyobError) return { success: false, errorMessage: error.message, ...none };
      throw error;
    }
  }
}

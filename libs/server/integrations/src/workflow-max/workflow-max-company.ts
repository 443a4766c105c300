import { BadRequestException } from '@nestjs/common';
import { isWorkflowMaxType, type WorkflowMaxCompanyType } from '@timekeep/domain-integrations';
import type { CompanyQueries } from '@timekeep/server-organisation';

/** Refuses a WorkflowMax call for a company that is on another integration; answers its type (04 or 07). */
export async function requireWorkflowMaxCompany(companies: CompanyQueries, companyId: string): Promise<WorkflowMaxCompanyType> {
  const type = (await companies.settings(companyId)).thirdPartyType?.id;
  if (!isWorkflowMaxType(type)) throw new BadRequestException({ message: 'This is for companies on WorkflowMax.' });
  return type;
}

import { BadRequestException } from '@nestjs/common';
import { ThirdPartyType, type ThirdPartyTypeId } from '@timekeep/contracts';
import type { CompanyQueries } from '@timekeep/server-organisation';

/** Integration types 04 (WorkflowMax) and 07 (WorkflowMax by a partner) both speak to WorkflowMax. */
export const WORKFLOW_MAX_TYPES: readonly ThirdPartyTypeId[] = [ThirdPartyType.WorkflowMax, ThirdPartyType.WorkflowMaxPartner];

/** Refuses a WorkflowMax call for a company that is on another integration; answers its type. */
export async function requireWorkflowMaxCompany(companies: CompanyQueries, companyId: string): Promise<typeof ThirdPartyType.WorkflowMax | typeof ThirdPartyType.WorkflowMaxPartner> {
  const type = (await companies.settings(companyId)).thirdPartyType?.id;
  if (type !== ThirdPartyType.WorkflowMax && type !== ThirdPartyType.WorkflowMaxPartner) throw new BadRequestException({ message: 'This is for companies on WorkflowMax.' });
  return type;
}

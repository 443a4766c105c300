import { Inject, Injectable } from '@nestjs/common';
import { JobKind, JobRunDto, THIRD_PARTY_TYPES, ThirdPartyTypeId } from '@timekeep/contracts';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { JobsService, Principal, requesterOf } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';
import { TimesheetTransferAdapter, TRANSFER_ADAPTERS, TransferRefusal } from './transfer-adapter';

/** Starts a send: the company's integration must be the adapter's, the form must hold; then a job does it. */
@Injectable()
export class TimesheetTransfers {
  private readonly byType = new Map<ThirdPartyTypeId, TimesheetTransferAdapter>();

  constructor(
    @Inject(TRANSFER_ADAPTERS) adapters: TimesheetTransferAdapter[],
    private readonly jobs: JobsService,
    private readonly dataSource: DataSource,
  ) {
    for (const adapter of adapters) for (const type of adapter.types) this.byType.set(type, adapter);
  }

  adapterFor(type: ThirdPartyTypeId): TimesheetTransferAdapter {
    const adapter = this.byType.get(type);
    if (!adapter) throw new Error(`No timesheet transfer adapter for integration ${type}`);
    return adapter;
  }

  /** The company's integration type, or a refusal when it is not one of `types`. */
  async integrationOf(principal: Principal, types: readonly ThirdPartyTypeId[]): Promise<ThirdPartyTypeId> {
    const company = await this.dataSource.manager.findOneByOrFail(CompanyEntity, { id: principal.companyId });
    const type = companyStateOf(company).settings.thirdPartyTypeId;
    if (!type || !types.includes(type)) {
      const names = types.map((t) => THIRD_PARTY_TYPES.find((x) => x.id === t)?.name ?? t).join(' or ');
      throw new TransferRefusal(`This company does not send its time to ${names}.`, 'forbidden');
    }
    return type;
  }

  async start(principal: Principal, types: readonly ThirdPartyTypeId[], payload: unknown): Promise<JobRunDto> {
    const type = await this.integrationOf(principal, types);
    const request = this.adapterFor(type).parse(payload);
    return this.jobs.enqueue(principal, JobKind.TimesheetTransfer, { type, request, requester: requesterOf(principal) });
  }
}

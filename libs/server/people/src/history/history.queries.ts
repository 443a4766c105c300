import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HistoryEntry, HistoryKind, PayRuleKind } from '@timekeep/contracts';
import { accountStreamId, OAuthClientEntity, oauthClientStreamId, UserAccountEntity } from '@timekeep/server-identity';
import { ManagementScope, structureStreamId } from '@timekeep/server-organisation';
import { PayRuleEntity, payRuleStreamId } from '@timekeep/server-pay-rules';
import { maySeePayRates, Principal, Streams } from '@timekeep/server-platform';
import { EmployeeEntity } from '../employees/employee.entity';
import { employeeStreamId } from '../employees/employee-facts';
import { employeeScheduleStreamId } from '@timekeep/domain-scheduling';
import { historyOf } from './history';
import { departmentHistory, employeeHistory, employeeScheduleHistory, employeeHistoryWithoutPayRate, oauthClientHistory, payGroupHistory, userHistory } from './history-sources';
import { nameIds } from './name-ids';

/**
 * A record's change history (who changed what and when, old and new values), read from its
 * stream: history is the one read that folds events (the guide's rule). Ids in the values are
 * named from the read models.
 */
@Injectable()
export class HistoryQueries {
  constructor(
    private readonly streams: Streams,
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
  ) {}

  async of(principal: Principal, kind: HistoryKind, id: string): Promise<HistoryEntry[]> {
    await this.mustSee(principal, kind, id);
    const read = (streamId: string) => this.streams.transaction((tx) => this.streams.store.readStream(tx.sql, principal.companyId, streamId));
    let entries: HistoryEntry[];
    if (kind === 'employee') entries = historyOf(await read(employeeStreamId(id)), maySeePayRates(principal) ? employeeHistory : employeeHistoryWithoutPayRate);
    else if (kind === 'employeeSchedule') entries = historyOf(await read(employeeScheduleStreamId(id)), employeeScheduleHistory);
    else if (kind === 'user') entries = historyOf(await read(accountStreamId(id)), userHistory);
    else if (kind === 'payGroup') entries = historyOf(await read(payRuleStreamId(id)), payGroupHistory);
    else if (kind === 'oauthClient') entries = historyOf(await read(oauthClientStreamId(id)), oauthClientHistory);
    else entries = historyOf((await read(structureStreamId(principal.companyId))).filter((e) => (e.data as { departmentId?: string }).departmentId === id), departmentHistory);
    return nameIds(this.dataSource, principal.companyId, entries);
  }

  /** Out of reach or another company's reads as absent. */
  private async mustSee(principal: Principal, kind: HistoryKind, id: string): Promise<void> {
    const { companyId } = principal;
    const found =
      kind === 'employee' || kind === 'employeeSchedule'
        ? await this.dataSource.getRepository(EmployeeEntity).findOneBy({ id, companyId }).then(async (e) => !!e && (await this.scope.canSee(principal, e.departmentId)))
        : kind === 'user'
          ? await this.dataSource.getRepository(UserAccountEntity).existsBy({ id, companyId })
          : kind === 'payGroup'
            ? await this.dataSource.getRepository(PayRuleEntity).existsBy({ id, companyId, kind: PayRuleKind.PayGroup })
            : kind === 'oauthClient'
              ? await this.dataSource.getRepository(OAuthClientEntity).existsBy({ id, companyId })
              : await this.scope.canSee(principal, id);
    if (!found) throw new NotFoundException({ message: 'This record does not exist.' });
  }
}

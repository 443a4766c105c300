import { Controller, ForbiddenException, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Action, HISTORY_KINDS, HistoryEntry, HistoryKind, PayRuleKind, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { accountStreamId, UserAccountEntity } from '@timekeep/server-identity';
import { ManagementScope, structureStreamId } from '@timekeep/server-organisation';
import { PayRuleEntity, payRuleStreamId } from '@timekeep/server-pay-rules';
import { CurrentPrincipal, Principal, Streams } from '@timekeep/server-platform';
import { EmployeeEntity } from '../employees/employee.entity';
import { employeeStreamId } from '../employees/employee-facts';
import { historyOf } from './history';
import { departmentHistory, employeeHistory, payGroupHistory, userHistory } from './history-sources';
import { nameIds } from './name-ids';

const RESOURCE: Record<HistoryKind, Resource> = { employee: Resource.Employee, user: Resource.User, department: Resource.Department, payGroup: Resource.PayGroup };

/** GET /api/history/{kind}/{id}: who changed what and when, with old and new values (issue 4 item 7). */
@Controller('api/history')
export class HistoryController {
  constructor(
    private readonly streams: Streams,
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
  ) {}

  @Get(':kind/:id')
  async history(@CurrentPrincipal() principal: Principal, @Param('kind') kind: string, @Param('id', ParseUUIDPipe) id: string): Promise<HistoryEntry[]> {
    if (!(HISTORY_KINDS as readonly string[]).includes(kind)) throw new NotFoundException();
    const k = kind as HistoryKind;
    if (!can(principal, RESOURCE[k], Action.Visible)) throw new ForbiddenException();
    await this.mustSee(principal, k, id);
    const read = (streamId: string) => this.streams.transaction((tx) => this.streams.store.readStream(tx.sql, principal.companyId, streamId));
    let entries: HistoryEntry[];
    if (k === 'employee') entries = historyOf(await read(employeeStreamId(id)), employeeHistory);
    else if (k === 'user') entries = historyOf(await read(accountStreamId(id)), userHistory);
    else if (k === 'payGroup') entries = historyOf(await read(payRuleStreamId(id)), payGroupHistory);
    else entries = historyOf((await read(structureStreamId(principal.companyId))).filter((e) => (e.data as { departmentId?: string }).departmentId === id), departmentHistory);
    return nameIds(this.dataSource, principal.companyId, entries);
  }

  /** Out of reach or another company's reads as absent. */
  private async mustSee(principal: Principal, kind: HistoryKind, id: string): Promise<void> {
    const { companyId } = principal;
    const found =
      kind === 'employee'
        ? await this.dataSource.getRepository(EmployeeEntity).findOneBy({ id, companyId }).then(async (e) => !!e && (await this.scope.canSee(principal, e.departmentId)))
        : kind === 'user'
          ? await this.dataSource.getRepository(UserAccountEntity).existsBy({ id, companyId })
          : kind === 'payGroup'
            ? await this.dataSource.getRepository(PayRuleEntity).existsBy({ id, companyId, kind: PayRuleKind.PayGroup })
            : await this.scope.canSee(principal, id);
    if (!found) throw new NotFoundException({ message: 'This record does not exist.' });
  }
}

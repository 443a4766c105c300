import { Controller, ForbiddenException, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { Action, HISTORY_KINDS, HistoryEntry, HistoryKind, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { CurrentPrincipal, Principal } from '@timekeep/server-platform';
import { HistoryQueries } from './history.queries';

const RESOURCE: Record<HistoryKind, Resource> = { employee: Resource.Employee, employeeSchedule: Resource.Schedule, user: Resource.User, department: Resource.Department, payGroup: Resource.PayGroup, oauthClient: Resource.Settings };

/** GET /api/history/{kind}/{id}: who changed what and when, with old and new values (issue 4 item 7). */
@Controller('api/history')
export class HistoryController {
  constructor(private readonly queries: HistoryQueries) {}

  @Get(':kind/:id')
  history(@CurrentPrincipal() principal: Principal, @Param('kind') kind: string, @Param('id', ParseUUIDPipe) id: string): Promise<HistoryEntry[]> {
    if (!(HISTORY_KINDS as readonly string[]).includes(kind)) throw new NotFoundException();
    const k = kind as HistoryKind;
    if (!can(principal, RESOURCE[k], Action.Visible)) throw new ForbiddenException();
    return this.queries.of(principal, k, id);
  }
}

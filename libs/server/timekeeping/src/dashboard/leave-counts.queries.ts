import { Injectable } from '@nestjs/common';
import { Principal } from '@timekeep/server-platform';
import { LeaveCountsPort } from '../ports/approved-leaves.port';
import { DashboardScope } from './dashboard-scope';

/**
 * The Information card's leave counts (document 2 §2, §9): the employees in the dashboard's scope,
 * counted by the leave context from its read model (LeaveCountsPort; docs/decisions/0032-leave.md).
 */
@Injectable()
export class LeaveCounts {
  constructor(
    private readonly counts: LeaveCountsPort,
    private readonly scope: DashboardScope,
  ) {}

  /** Pending Leave Requests: leave awaiting a decision, of employees in scope. */
  async pending(principal: Principal): Promise<number> {
    const params: unknown[] = [principal.companyId];
    const visible = await this.scope.employeeCondition(principal, 'emp', params);
    return this.counts.pending(principal.companyId, visible, params);
  }

  /** Upcoming Leaves: approved leave of employees in scope touching `from`..`to`. */
  async upcoming(principal: Principal, from: string, to: string): Promise<number> {
    const params: unknown[] = [principal.companyId];
    const visible = await this.scope.employeeCondition(principal, 'emp', params);
    return this.counts.upcoming(principal.companyId, visible, params, from, to);
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { Action, REPORT_NAMES, Resource, weeklyScheduleRequestSchema } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { Clock, parsePayload, Principal, renderPdfOffThread, Streams } from '@timekeep/server-platform';
import { RosterQueries } from '../roster/roster.queries';
import { WEEKLY_SCHEDULE_PDF } from '../roster/weekly-schedule.pdf';
import type { ReportFile, ReportRenderer } from './report-file';

/**
 * The weekly schedule: the roster of the chosen departments (and below) for the range, as the
 * reader sees it on the roster (same permission, same scope), drawn as a landscape PDF.
 */
@Injectable()
export class WeeklyScheduleReport implements ReportRenderer {
  readonly report = REPORT_NAMES.WeeklySchedule;

  constructor(
    private readonly streams: Streams,
    private readonly queries: RosterQueries,
    private readonly clock: Clock,
  ) {}

  async render(principal: Principal, body: unknown): Promise<ReportFile> {
    if (!can(principal, Resource.Roster, Action.Visible)) throw new NotAllowed();
    const form = parsePayload(weeklyScheduleRequestSchema, body);
    const sortBy = form.sortBy ?? 'LastName';
    const { roster, company } = await this.streams.transaction(async (tx) => ({
      roster: await this.queries.roster(tx, principal, { startDate: form.startDate, endDate: form.endDate, departmentIds: form.departmentIds, sortBy, search: null }),
      company: (await tx.sql.query<{ name: string; timeZone: string }>('SELECT name, time_zone AS "timeZone" FROM company WHERE id = $1', [principal.companyId])).rows[0],
    }));
    if (!company) throw new BadRequestException({ message: 'This company does not exist.' });
    const content = await renderPdfOffThread(WEEKLY_SCHEDULE_PDF, { companyName: company.name, roster, sortBy, printedAt: printedAt(this.clock.now(), company.timeZone) });
    return { fileName: `${this.report}-${form.startDate}.pdf`, contentType: 'application/pdf', content };
  }
}

/** '24 Nov 2026, 09:15' on the company's clock (UTC if its zone is unknown to this Node). */
function printedAt(now: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(now);
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(now)} UTC`;
  }
}

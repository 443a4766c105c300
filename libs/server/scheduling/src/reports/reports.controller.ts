import { BadRequestException, Body, Controller, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { REPORT_TEXTS } from '@timekeep/contracts';
import { CurrentPrincipal, parsePayload, Principal } from '@timekeep/server-platform';
import type { ReportRenderer } from './report-file';
import { WeeklyScheduleReport } from './weekly-schedule.report';

const which = z.object({ report: z.string({ required_error: REPORT_TEXTS.chooseReport, invalid_type_error: REPORT_TEXTS.chooseReport }).trim().min(1, REPORT_TEXTS.chooseReport) });

/**
 * POST /jasper/download (document 2 §7 "Print", document 3 §7 "generating a report now"): one
 * path for every report, told apart by `report`. Each renderer checks its own permission (a report
 * is only as visible as what it shows); a report nobody draws is a 400, never a blank file.
 */
@Controller()
export class ReportsController {
  private readonly renderers: ReadonlyMap<string, ReportRenderer>;

  constructor(weeklySchedule: WeeklyScheduleReport) {
    this.renderers = new Map([weeklySchedule].map((r) => [r.report, r]));
  }

  @Post('jasper/download')
  @HttpCode(200)
  async download(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<StreamableFile> {
    const { report } = parsePayload(which, body);
    const renderer = this.renderers.get(report);
    if (!renderer) throw new BadRequestException({ message: REPORT_TEXTS.unknownReport, errors: [{ field: 'report', message: REPORT_TEXTS.unknownReport }] });
    const file = await renderer.render(principal, body);
    return new StreamableFile(file.content, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"`, length: file.content.length });
  }
}

import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { ReportFormat, REPORT_TEXTS, ReportName, Role, TableReportForm } from '@timekeep/contracts';
import { NotAllowed } from '@timekeep/domain-kernel';
import { hasRole, parsePayload, Principal, renderPdfOffThread, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '@timekeep/server-timekeeping';
import { ReportConditionDefaultEntity } from './report-files.entity';
import { ReportPopulation } from './reports/report-population';
import { REPORT_TYPES, TableReportType } from './reports/report-type';
import { TABLE_PDF } from './table/table-pdf';
import { tableXlsx } from './table/table-xlsx';

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  rows: number;
}

export interface PreparedReport {
  type: TableReportType;
  form: TableReportForm;
  /** Employees the conditions cover, within the reader's reach. */
  size: number;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  PDF: 'application/pdf',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const which = z.object({ report: z.string({ required_error: REPORT_TEXTS.chooseReport, invalid_type_error: REPORT_TEXTS.chooseReport }).trim().min(1, REPORT_TEXTS.chooseReport) });

/** Conditions not remembered: the period (a new run is usually about a new period) and the report's name. */
const NOT_REMEMBERED = new Set(['report', 'startDate', 'endDate']);

/**
 * Runs a table report: its conditions checked, its rows computed by its type, drawn as the format
 * asks. The API calls it for small reports, the report job for large ones: the same code, so a
 * file is the same whichever path drew it.
 */
@Injectable()
export class ReportRunner {
  private readonly byId: ReadonlyMap<string, TableReportType>;

  constructor(
    private readonly streams: Streams,
    private readonly population: ReportPopulation,
    @Inject(REPORT_TYPES) readonly types: TableReportType[],
  ) {
    this.byId = new Map(types.map((t) => [t.id, t]));
  }

  type(id: string): TableReportType | undefined {
    return this.byId.get(id);
  }

  reportOf(body: unknown): string {
    return parsePayload(which, body).report;
  }

  /** The report's conditions, read and checked, and how many employees they cover. */
  async prepare(principal: Principal, body: unknown, now: Date): Promise<PreparedReport> {
    const type = this.byId.get(this.reportOf(body));
    if (!type) throw new BadRequestException({ message: REPORT_TEXTS.unknownReport, errors: [{ field: 'report', message: REPORT_TEXTS.unknownReport }] });
    if (!type.allowed(principal)) throw new NotAllowed();
    const form = parsePayload(type.form, body);
    const size = await this.streams.transaction(async (tx) => {
      const run = { tx, principal, facts: await CompanyFacts.load(tx, principal.companyId), now };
      // The order does not change the count.
      return type.size ? type.size(run, form) : (await this.population.employees(tx, principal, run.facts, form, 'LastName')).length;
    });
    return { type, form, size };
  }

  /** The file: rows read in one transaction (the days brought up to date in batches of their own), then drawn. */
  async draw(principal: Principal, type: TableReportType, form: TableReportForm, now: Date, progress: (processed: number, total: number) => Promise<void> = async () => undefined): Promise<ReportFile> {
    if (!type.allowed(principal)) throw new NotAllowed();
    const { table, company } = await this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const company = (await tx.sql.query<{ name: string; timeZone: string }>('SELECT name, time_zone AS "timeZone" FROM company WHERE id = $1', [principal.companyId])).rows[0];
      return { table: await type.table({ tx, principal, facts, now, progress }, form), company };
    });
    const printed = printedAt(now, company.timeZone);
    const content = form.format === 'XLSX' ? await tableXlsx(table, company.name, printed) : await renderPdfOffThread(TABLE_PDF, { table, companyName: company.name, printedAt: printed });
    const rows = table.groups.reduce((n, g) => n + g.rows.length, 0);
    return { fileName: `${type.id}-${form.startDate}_${form.endDate}.${form.format.toLowerCase()}`, contentType: CONTENT_TYPES[form.format], content, rows };
  }

  /** Keeps the conditions the user ran the report with, as their defaults next time. */
  async remember(principal: Principal, report: ReportName, body: unknown, now: Date): Promise<void> {
    if (principal.kind !== 'user' || hasRole(principal, Role.Superadmin) || typeof body !== 'object' || body === null) return;
    const conditions: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (NOT_REMEMBERED.has(key)) continue;
      if (typeof value === 'string' && value.length <= 4000) conditions[key] = value;
      else if (Array.isArray(value) && value.length <= 1000 && value.every((v) => typeof v === 'string')) conditions[key] = value as string[];
    }
    await this.streams.transaction((tx) =>
      tx.manager.upsert(ReportConditionDefaultEntity, { companyId: principal.companyId, userId: principal.id, report, conditions, updatedAt: now }, ['companyId', 'userId', 'report']),
    );
  }
}

/** '24 Nov 2026, 09:15' on the company's clock (UTC if its zone is unknown to this Node). */
export function printedAt(now: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(now);
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(now)} UTC`;
  }
}

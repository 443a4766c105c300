import { useQuery } from '@tanstack/react-query';
import {
  type ListQuery,
  messageReplySchema,
  type Page,
  reportDefinitionSchema,
  reportQueuedSchema,
  reportTypesSchema,
  type ReportQueued,
  scheduledReportListSchema,
  scheduledReportSavedSchema,
  scheduledReportSchema,
  type ScheduledReportDto,
} from '@timekeep/contracts';
import { download, request } from '../../api/http';

/** Reports (document 3 §2 /jasper/condition, §7): query keys in one place. */
export const reportKeys = {
  all: ['reports'] as const,
  types: () => [...reportKeys.all, 'types'] as const,
  definition: (type: string | null) => [...reportKeys.all, 'definition', type] as const,
  scheduled: ['reports', 'scheduled'] as const,
  schedule: (id: string | null) => ['reports', 'scheduled', id] as const,
};

/** GET /api/reports/report-types: the reports the user may run. */
export const useReportTypes = () => useQuery({ queryKey: reportKeys.types(), queryFn: () => request(reportTypesSchema, '/api/reports/report-types') });

/** GET /api/reports/{type}: the report's conditions, options and defaults. */
export const useReportDefinition = (type: string | null) =>
  useQuery({ queryKey: reportKeys.definition(type), queryFn: () => request(reportDefinitionSchema, `/api/reports/${encodeURIComponent(type ?? '')}`), enabled: !!type });

export type ReportRun = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'queued'; queued: ReportQueued };

/**
 * POST /jasper/download: the file itself, or, for a report over many employees, the job that
 * prepares it (JSON), whose file is then GET /api/reports/files/{jobId}.
 */
export async function runReport(conditions: Record<string, unknown>): Promise<ReportRun> {
  const { blob, fileName, headers } = await download('/jasper/download', conditions);
  if ((headers.get('content-type') ?? '').includes('application/json')) return { kind: 'queued', queued: reportQueuedSchema.parse(JSON.parse(await blob.text())) };
  return { kind: 'file', blob, fileName };
}

/** The file a report job drew. */
export const reportFile = (jobId: string) => download(`/api/reports/files/${jobId}`);

/** The list as a page of the shared table: searched by report or receiver, sorted and paged here (a company has a handful). */
function pageOf(rows: readonly ScheduledReportDto[], query: ListQuery): Page<ScheduledReportDto> {
  const search = query.search?.toLowerCase();
  const found = search ? rows.filter((r) => [r.reportTypeName, r.createdBy, ...r.receivers].some((v) => v.toLowerCase().includes(search))) : [...rows];
  if (query.sort && query.order) {
    const key = query.sort as keyof ScheduledReportDto;
    const sign = query.order === 'ascend' ? 1 : -1;
    found.sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
  }
  const from = (query.page - 1) * query.pageSize;
  return { items: found.slice(from, from + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
}

/** GET /scheduled-reports, for the DataTable. */
export const scheduledReportList = {
  queryKey: reportKeys.scheduled,
  fetchPage: async (q: ListQuery) => pageOf(await request(scheduledReportListSchema, '/scheduled-reports'), q),
};

/** GET /api/reports/scheduled-reports/{id}: one schedule for its form. */
export const useScheduledReport = (id: string | null) =>
  useQuery({ queryKey: reportKeys.schedule(id), queryFn: () => request(scheduledReportSchema, `/api/reports/scheduled-reports/${encodeURIComponent(id ?? '')}`), enabled: !!id });

/** POST /scheduled-reports (new) or PUT /scheduled-reports/{id} (at the version the form loaded). */
export const saveScheduledReport = (id: string | null, payload: Record<string, unknown>) =>
  request(scheduledReportSavedSchema, id ? `/scheduled-reports/${id}` : '/scheduled-reports', { method: id ? 'PUT' : 'POST', body: payload });

/** DELETE /scheduled-reports with ids: all or none. */
export const deleteScheduledReports = (ids: string[]) => request(messageReplySchema, '/scheduled-reports', { method: 'DELETE', body: { ids } });

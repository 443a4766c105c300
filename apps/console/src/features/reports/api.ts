import { useQuery } from '@tanstack/react-query';
import { reportDefinitionSchema, reportQueuedSchema, reportTypesSchema, type ReportQueued } from '@timekeep/contracts';
import { download, request } from '../../api/http';

/** Reports (document 3 §2 /jasper/condition, §7): query keys in one place. */
export const reportKeys = {
  all: ['reports'] as const,
  types: () => [...reportKeys.all, 'types'] as const,
  definition: (type: string | null) => [...reportKeys.all, 'definition', type] as const,
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

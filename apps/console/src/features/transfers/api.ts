import {
  type axUploadRequestSchema,
  type greenTreeUploadRequestSchema,
  type myobSendRequestSchema,
  myobSendResultSchema,
  type SapDownloadQuery,
  transferRunResultSchema,
  transferStartReplySchema,
  uploadResultSchema,
} from '@timekeep/contracts';
import { z } from 'zod';
import { download, request } from '../../api/http';

/**
 * The timesheet transfer (document 3 §2 "Timesheet transfer", §7 "Imports and transfers"; our
 * paths: docs/decisions/0039-timesheet-transfers.md). A send or an upload starts a worker run the
 * page follows through the job run hooks (api/job-runs); its result is the spec's reply shape,
 * parsed here. The SAP file is a download.
 */
/** POST /api/timesheet-transfers/myob-advanced: startDate, endDate, jobTypes. */
export const sendToMyob = (body: z.input<typeof myobSendRequestSchema>) => request(transferStartReplySchema, '/api/timesheet-transfers/myob-advanced', { method: 'POST', body });

/** POST /api/timesheet-transfers/greentree: departmentId (comma-joined), startDate = endDate = the week ending date. */
export const uploadToGreenTree = (body: z.input<typeof greenTreeUploadRequestSchema>) => request(transferStartReplySchema, '/api/timesheet-transfers/greentree', { method: 'POST', body });

/** POST /api/timesheet-transfers/ax: departmentId (comma-joined), startDate, endDate. */
export const uploadToAx = (body: z.input<typeof axUploadRequestSchema>) => request(transferStartReplySchema, '/api/timesheet-transfers/ax', { method: 'POST', body });

/** GET /SAP-job-costings: TimesheetTransfer.csv of the range's approved hours. */
export const downloadSapJobCosting = ({ startDate, endDate }: SapDownloadQuery) => download(`/SAP-job-costings?${new URLSearchParams({ startDate, endDate }).toString()}`);

/** The integration's reply inside a finished run's result. */
const replyOf = (runResult: unknown) => transferRunResultSchema.safeParse(runResult).data?.result;

/** A finished MYOB send's result per key, or null when the send stopped before MYOB answered (see failureOf). */
export const myobResultOf = (runResult: unknown) => myobSendResultSchema.safeParse(replyOf(runResult)).data ?? null;

/** A finished upload's result (data or errorMessage), or null. */
export const uploadResultOf = (runResult: unknown) => uploadResultSchema.safeParse(replyOf(runResult)).data ?? null;

/** The sentence of a send that stopped on an error of ours, when the run says one. */
export const failureOf = (runResult: unknown) => z.object({ errorMessage: z.string() }).safeParse(replyOf(runResult)).data?.errorMessage ?? null;

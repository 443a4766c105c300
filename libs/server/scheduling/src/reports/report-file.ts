import type { Principal } from '@timekeep/server-platform';

/** A drawn report, answered as an attachment. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * One report of POST /jasper/download: it reads its own options from the request (each report
 * has its own), checks its own permission and scope, and draws the file.
 */
export interface ReportRenderer {
  readonly report: string;
  render(principal: Principal, body: unknown): Promise<ReportFile>;
}

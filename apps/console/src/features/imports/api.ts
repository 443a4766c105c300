import { scheduleImportReplySchema, timeImportReplySchema, timeImportResultSchema } from '@timekeep/contracts';
import { download, request } from '../../api/http';

/** The imports (document 3 §2 "Import and transfer screens", §7): the schedule import and the time import. */

/** POST /schedule/uploadExl, multipart, field uploadFile: 'success', 'modelerror' (template format error) or 'rowErrors' with the rows. */
export function uploadSchedule(file: File) {
  const body = new FormData();
  body.append('uploadFile', file, file.name);
  return request(scheduleImportReplySchema, '/schedule/uploadExl', { method: 'POST', body });
}

/** GET /api/schedule/import-template: the template to fill in, a legacy .xls. */
export const downloadScheduleTemplate = () => download('/api/schedule/import-template');

/** POST /times/upload, multipart, each file appended to field uploadFile: 'success' with the run to follow (its result is the report). */
export function uploadTimes(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('uploadFile', file, file.name);
  return request(timeImportReplySchema, '/times/upload', { method: 'POST', body });
}

/** The time import run's result, parsed: null when it is not one. */
export const timeImportResultOf = (result: unknown) => timeImportResultSchema.safeParse(result).data ?? null;

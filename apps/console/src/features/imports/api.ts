import { scheduleImportReplySchema } from '@timekeep/contracts';
import { download, request } from '../../api/http';

/** The imports (document 3 §2 "Import and transfer screens", §7): the schedule import; the time import joins it. */

/** POST /schedule/uploadExl, multipart, field uploadFile: 'success', 'modelerror' (template format error) or 'rowErrors' with the rows. */
export function uploadSchedule(file: File) {
  const body = new FormData();
  body.append('uploadFile', file, file.name);
  return request(scheduleImportReplySchema, '/schedule/uploadExl', { method: 'POST', body });
}

/** GET /api/schedule/import-template: the template to fill in, a legacy .xls. */
export const downloadScheduleTemplate = () => download('/api/schedule/import-template');

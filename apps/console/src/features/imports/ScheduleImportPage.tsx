import { type ImportRowProblem, MODEL_ERROR, ROW_ERRORS, SCHEDULE_IMPORT_TEXTS, type ScheduleImportReply } from '@timekeep/contracts';
import { Alert, App, Card } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { FileImportForm, RowProblems } from '../../ui/FileImport';
import { PageTitle } from '../../ui/PageTitle';
import { TemplateLink } from '../../ui/TemplateLink';
import { downloadScheduleTemplate, uploadSchedule } from './api';
import styles from './imports.module.css';

/** Document 3 §9: the schedule import needs an .xls file; the server reads an .xlsx too. */
const ACCEPTED = ['xls', 'xlsx'];

type Outcome = { kind: 'imported'; reply: ScheduleImportReply } | { kind: 'rows'; rows: ImportRowProblem[]; count: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Import Schedule (/schedule/importschedule, document 3 §2, §8): one .xls file that follows the
 * template offered here. A file that does not is 'Template format error.'; rows that cannot be
 * imported are listed by row number and nothing is imported until the file is corrected.
 */
export function ScheduleImportPage() {
  const { message } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload([file]: File[]): Promise<boolean> {
    setOutcome(null);
    try {
      const reply = await uploadSchedule(file);
      if (reply.message === 'success') {
        message.success(SCHEDULE_IMPORT_TEXTS.uploaded);
        setOutcome({ kind: 'imported', reply });
        return true;
      } else if (reply.message === MODEL_ERROR) {
        message.error(SCHEDULE_IMPORT_TEXTS.templateError);
      } else if (reply.message === ROW_ERRORS) {
        message.error(SCHEDULE_IMPORT_TEXTS.failed);
        setOutcome({ kind: 'rows', rows: reply.rows ?? [], count: reply.problemCount ?? reply.rows?.length ?? 0 });
      } else {
        message.error(SCHEDULE_IMPORT_TEXTS.failed);
      }
    } catch (error) {
      message.error(messageOf(error, SCHEDULE_IMPORT_TEXTS.failed));
    }
    return false;
  }

  return (
    <Card>
      <PageTitle>Import Schedule</PageTitle>
      <TemplateLink download={downloadScheduleTemplate} />
      <FileImportForm accept={ACCEPTED} wrongType={SCHEDULE_IMPORT_TEXTS.wrongType} selectText="Select a XLS File" onUpload={upload} />
      {outcome?.kind === 'imported' && (
        <Alert
          className={styles.result}
          type="success"
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={SCHEDULE_IMPORT_TEXTS.uploaded}
          description={`${plural(outcome.reply.days ?? 0, 'day', 'days')} of ${plural(outcome.reply.employees ?? 0, 'employee', 'employees')} read; ${plural(outcome.reply.changedEmployees ?? 0, "employee's schedule", "employees' schedules")} changed.`}
        />
      )}
      {outcome?.kind === 'rows' && (
        <Alert
          className={styles.result}
          type="error"
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={SCHEDULE_IMPORT_TEXTS.rowErrors}
          description={<RowProblems rows={outcome.rows} count={outcome.count} />}
        />
      )}
    </Card>
  );
}

import { LEAVE_TEXTS } from '@timekeep/contracts';
import { Alert, App, Card } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { FileImportForm } from '../../ui/FileImport';
import { PageTitle } from '../../ui/PageTitle';
import { uploadBalances } from './api';
import styles from './leave-balance.module.css';

/** Document 3 §5: xls, xlsx or csv. */
const ACCEPTED = ['xls', 'xlsx', 'csv'];
const WRONG_TYPE = 'Please select an xls, xlsx or csv file.';

/**
 * Import Leave Balance (/leaveBalance/import, document 3 §2, §8): one file; 'noSetting' gives its
 * text, and pay IDs that matched nobody stay on the page as a warning until it is closed.
 */
export function LeaveBalanceImportPage() {
  const { message } = App.useApp();
  const [unmatched, setUnmatched] = useState<string[]>([]);

  async function upload([file]: File[]): Promise<boolean> {
    setUnmatched([]);
    try {
      const reply = await uploadBalances(file);
      if (reply.message === 'noSetting') message.error(LEAVE_TEXTS.noSetting);
      else if (reply.message !== 'success') message.error(LEAVE_TEXTS.importFailed);
      else if (reply.importedBefore) message.info(`This file was imported on ${reply.importedBefore}: the balances have moved on since, so nothing was imported again.`);
      else {
        message.success('Leave Balance upload successfully.');
        setUnmatched(reply.unmatchPayid);
        return true;
      }
    } catch (error) {
      message.error(messageOf(error, LEAVE_TEXTS.importFailed));
    }
    return false;
  }

  return (
    <Card>
      <PageTitle>Import Leave Balance</PageTitle>
      <FileImportForm accept={ACCEPTED} wrongType={WRONG_TYPE} selectText="Select a File" onUpload={upload} />
      {unmatched.length > 0 && (
        <Alert
          className={styles.result}
          type="warning"
          showIcon
          closable
          onClose={() => setUnmatched([])}
          message="These pay IDs match no employee and were not imported:"
          description={unmatched.join(', ')}
        />
      )}
    </Card>
  );
}

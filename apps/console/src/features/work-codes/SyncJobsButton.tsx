import { SyncOutlined } from '@ant-design/icons';
import { JOB_SYNC_TEXTS } from '@timekeep/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { syncMyobJobs } from './api';

/** Sync Jobs (Jobs list) or Sync (Tasks list) for MYOB Advanced companies (document 2 §2, §8): MYOB's projects and tasks become ours. */
export function SyncJobsButton({ label, onSynced }: { label: string; onSynced: () => void }) {
  const { message } = App.useApp();
  const [syncing, setSyncing] = useState(false);

  async function sync() {
    setSyncing(true);
    try {
      const reply = await syncMyobJobs();
      if (reply.success) message.success(JOB_SYNC_TEXTS.synced);
      // The reason MYOB gave (a refused sign-in, a timeout) follows the spec's text.
      else message.error(reply.errorMessage ? `${JOB_SYNC_TEXTS.failed} ${reply.errorMessage}` : JOB_SYNC_TEXTS.failed);
    } catch (error) {
      message.error(messageOf(error, JOB_SYNC_TEXTS.failed));
    } finally {
      setSyncing(false);
      onSynced();
    }
  }

  return (
    <Button icon={<SyncOutlined />} loading={syncing} onClick={() => void sync()}>
      {label}
    </Button>
  );
}

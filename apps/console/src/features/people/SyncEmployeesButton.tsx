import { SyncOutlined } from '@ant-design/icons';
import { MYOB_TEXTS } from '@timekeep/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { syncMyobEmployees } from './api';

const list = (title: string, names: string[]) => (names.length ? [`${title}: ${names.join(', ')}`] : []);

/** Sync Employees (document 1 §2, MYOB Advanced companies): the employees MYOB cannot pay are listed in a warning. */
export function SyncEmployeesButton() {
  const { message, notification } = App.useApp();
  const [syncing, setSyncing] = useState(false);

  async function sync() {
    setSyncing(true);
    try {
      const reply = await syncMyobEmployees();
      if (!reply.success) {
        message.error(reply.errorMessage ?? MYOB_TEXTS.failed);
        return;
      }
      const issues = [
        ...list('Not in MYOB Advanced', reply.timekeepEmployeesNotInMyobAdvanced),
        ...list('Sharing an Employee ID here', reply.duplicateEmployeesInTimekeep),
        ...list('Listed twice in MYOB Advanced', reply.duplicateEmployeesInMyobAdvanced),
      ];
      if (!issues.length) message.success(MYOB_TEXTS.synced);
      else notification.warning({ message: 'Sync Employees', description: issues.map((line) => <div key={line}>{line}</div>), duration: 0 });
    } catch (error) {
      message.error(messageOf(error, MYOB_TEXTS.failed));
    } finally {
      setSyncing(false);
    }
  }

  return (
    <Button icon={<SyncOutlined />} loading={syncing} onClick={() => void sync()}>
      Sync Employees
    </Button>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Switch } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { dialogFooter } from '../../ui/FormButtons';
import { keys, saveRosterSettings, useRosterSettings } from './api';
import styles from './roster.module.css';

/** The company's roster settings (ADR 0075): whether the planner's changes wait to be published. */
export function RosterSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <SettingsDialog onClose={onClose} /> : null;
}

function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useRosterSettings();
  const [publishRosters, setPublishRosters] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const value = publishRosters ?? settings.data?.publishRosters ?? false;

  async function save() {
    if (!settings.data) return;
    setBusy(true);
    try {
      const reply = await saveRosterSettings({ publishRosters: value, version: settings.data.version });
      if (reply.message === 'success') message.success('Roster settings saved.');
      else message.warning(reply.message);
      await queryClient.invalidateQueries({ queryKey: keys.all });
      onClose();
    } catch (error) {
      message.error(messageOf(error, 'The roster settings were not saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title="Roster Settings" width={520} onCancel={onClose} maskClosable={false} footer={dialogFooter({ busy, onCancel: onClose, onSave: save })}>
      {settings.error && <Alert type="error" showIcon message={messageOf(settings.error)} />}
      <Form layout="vertical" disabled={!settings.data}>
        <Form.Item label="Publish rosters" extra="On: changes to the roster are drafts, shown dashed, until you publish them; employees see and are told only what is published. Off: every change is live as it is made.">
          <Switch aria-label="Publish rosters" checked={value} onChange={setPublishRosters} />
        </Form.Item>
      </Form>
      {settings.data?.publishRosters && !value && <Alert type="info" showIcon className={styles.dialogWarning} message="Publish or discard the unpublished changes first: turning this off is refused while any wait." />}
    </Modal>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { MAX_AVAILABILITY_NOTICE_DAYS, type RosterSettings, type RosterSettingsReply } from '@timekeep/contracts';
import { Alert, App, Form, Modal, Radio, Switch } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { dialogFooter } from '../../ui/FormButtons';
import { NumberInput } from '../../ui/inputs';
import { keys, saveRosterSettings, useRosterSettings } from './api';
import styles from './roster.module.css';

/** The company's roster settings: whether the planner's changes wait to be published (ADR 0075), and the employees' availability (ADR 0077). */
export function RosterSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <SettingsDialog onClose={onClose} /> : null;
}

function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useRosterSettings();
  const [changes, setChanges] = useState<Partial<RosterSettings>>({});
  const [busy, setBusy] = useState(false);
  const value: RosterSettingsReply | null = settings.data ? { ...settings.data, ...changes } : null;
  const set = (change: Partial<RosterSettings>) => setChanges((c) => ({ ...c, ...change }));
  const notice = value?.availabilityNoticeDays;
  const noticeProblem = notice === null || notice === undefined || !Number.isInteger(notice) || notice < 0 || notice > MAX_AVAILABILITY_NOTICE_DAYS ? 'Enter 0 to 60 days.' : null;

  async function save() {
    if (!settings.data || !value || noticeProblem) return;
    setBusy(true);
    try {
      const reply = await saveRosterSettings({ ...value, version: settings.data.version });
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
          <Switch aria-label="Publish rosters" checked={value?.publishRosters ?? false} onChange={(publishRosters) => set({ publishRosters })} />
        </Form.Item>
        <Form.Item label="Availability notice (days)" validateStatus={noticeProblem ? 'error' : undefined} help={noticeProblem ?? 'How many days ahead employees must change when they can work; sooner, they ask their manager.'}>
          <NumberInput aria-label="Availability notice (days)" block={false} precision={0} value={notice} onChange={(n) => set({ availabilityNoticeDays: n ?? undefined })} />
        </Form.Item>
        <Form.Item label="A shift when the employee is not available">
          <Radio.Group aria-label="A shift when the employee is not available" value={value?.unavailableShifts ?? 'warn'} onChange={(e) => set({ unavailableShifts: e.target.value })}>
            <Radio value="warn">Warn</Radio>
            <Radio value="block">Refuse it</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Open shifts" extra="How a shift published without an employee is settled; the shifts published before a change keep theirs.">
          <Radio.Group aria-label="Open shifts" value={value?.openShiftClaims ?? 'approval'} onChange={(e) => set({ openShiftClaims: e.target.value })}>
            <Radio value="approval">A manager approves a claim</Radio>
            <Radio value="first">The first claim takes it</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Offers and swaps" extra="When an employee offers a shift or proposes a swap and a colleague accepts.">
          <Radio.Group aria-label="Offers and swaps" value={value?.shiftTrades ?? 'approval'} onChange={(e) => set({ shiftTrades: e.target.value })}>
            <Radio value="approval">A manager approves it</Radio>
            <Radio value="auto">The roster changes at once</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
      {settings.data?.publishRosters && value && !value.publishRosters && <Alert type="info" showIcon className={styles.dialogWarning} message="Publish or discard the unpublished changes first: turning this off is refused while any wait." />}
    </Modal>
  );
}

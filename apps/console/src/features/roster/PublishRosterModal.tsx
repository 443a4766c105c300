import { useQuery } from '@tanstack/react-query';
import type { RosterPublishNote, RosterPublishRequest } from '@timekeep/contracts';
import { Alert, App, Button, Checkbox, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { discardRoster, publishPreview, publishRoster } from './api';
import styles from './roster.module.css';

/**
 * Publish (ADR 0075, issue 33 §1): the drafts of the dates and departments shown, as the server
 * would publish them: the days that change for each employee, the warnings to acknowledge, and what
 * blocks it (a rule set to block, a day already worked). Discard drops the drafts instead.
 */
export function PublishRosterModal({ form, onClose, onDone }: { form: RosterPublishRequest | null; onClose: () => void; onDone: () => void }) {
  return form ? <PublishDialog form={form} onClose={onClose} onDone={onDone} /> : null;
}

function PublishDialog({ form, onClose, onDone }: { form: RosterPublishRequest; onClose: () => void; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const preview = useQuery({ queryKey: ['roster', 'publish-preview', form], queryFn: () => publishPreview(form), gcTime: 0 });
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState(false);
  const plan = preview.data;
  const nothing = !!plan && plan.days === 0;

  async function act(call: () => Promise<{ message: string; employees: number; days: number }>, done: (n: { employees: number; days: number }) => string) {
    setBusy(true);
    try {
      const reply = await call();
      if (reply.message === 'success') message.success(done(reply));
      else message.warning(reply.message);
      onDone();
      onClose();
    } catch (error) {
      message.error(messageOf(error, 'The roster was not published.'));
      await preview.refetch();
    } finally {
      setBusy(false);
    }
  }

  const publish = () => act(() => publishRoster({ ...form, acknowledgeWarnings: acknowledged }), (n) => `Published ${n.days} ${plural(n.days, 'day')} for ${n.employees} ${plural(n.employees, 'employee')}.`);
  const discard = () =>
    modal.confirm({
      title: 'Discard the unpublished changes?',
      content: `The roster goes back to what is published for ${form.startDate} to ${form.endDate}.`,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => act(() => discardRoster(form), (n) => `Discarded ${n.days} unpublished ${plural(n.days, 'day')}.`),
    });

  const blocked = plan?.blocked.length ?? 0;
  const warned = plan?.warnings.length ?? 0;
  return (
    <Modal
      open
      title="Publish Roster"
      width={640}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space wrap className={styles.publishFooter}>
          <Button danger onClick={discard} disabled={busy || !plan || nothing}>
            Discard changes
          </Button>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="primary" loading={busy} onClick={() => void publish()} disabled={!plan || nothing || blocked > 0 || (warned > 0 && !acknowledged)}>
            Publish
          </Button>
        </Space>
      }
    >
      {preview.error ? (
        <Alert type="error" showIcon message={messageOf(preview.error)} />
      ) : !plan ? (
        <div className={styles.empty}>
          <Spin />
        </div>
      ) : nothing ? (
        <Alert type="info" showIcon message="Nothing to publish for these dates: every shift is as published." />
      ) : (
        <Space direction="vertical" size="middle" className={styles.publishBody}>
          <Typography.Text>
            {form.startDate} to {form.endDate}: {plan.days} unpublished {plural(plan.days, 'day')} for {plan.employees} {plural(plan.employees, 'employee')}. Once published, employees see these shifts, and each whose days change is told what changed.
          </Typography.Text>
          {blocked > 0 && <Notes type="error" title="These stop the publish:" notes={plan.blocked} />}
          {warned > 0 && (
            <>
              <Notes type="warning" title={`${warned} ${plural(warned, 'warning')}:`} notes={plan.warnings} />
              <Checkbox checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)}>
                I have read the {plural(warned, 'warning')} and publish anyway
              </Checkbox>
            </>
          )}
          <Notes type="info" title="Changes:" notes={plan.changes} byEmployee />
        </Space>
      )}
    </Modal>
  );
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);

function Notes({ type, title, notes, byEmployee = false }: { type: 'error' | 'warning' | 'info'; title: string; notes: RosterPublishNote[]; byEmployee?: boolean }) {
  return (
    <Alert
      type={type}
      showIcon={type !== 'info'}
      message={title}
      description={
        <ul className={styles.publishNotes}>
          {notes.map((n) => (
            <li key={`${n.employeeId}|${n.date}|${n.startTime ?? ''}|${n.text}`}>{byEmployee ? `${n.name}, ${n.text}` : n.text}</li>
          ))}
        </ul>
      }
    />
  );
}

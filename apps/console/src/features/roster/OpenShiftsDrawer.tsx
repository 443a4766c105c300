import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type OpenShift, OFF_DAY_SHIFT, type RosterShift } from '@timekeep/contracts';
import { Alert, App, Button, Drawer, Empty, Flex, Form, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { DateInput, LimitedInput } from '../../ui/inputs';
import { approveClaim, declineClaim, keys, publishOpenShift, useOpenShifts, useSkillChoices, withdrawOpenShift } from './api';
import styles from './roster.module.css';

const dayText = (date: string) => dayjs(date).format('ddd D MMM');
const timesText = (s: Pick<OpenShift, 'startTime' | 'endTime' | 'endsNextDay'>) => `${s.startTime}-${s.endTime}${s.endsNextDay ? ' (+1)' : ''}`;
const STATUS: Record<OpenShift['status'], { text: string; color?: string }> = { open: { text: 'Open', color: 'blue' }, filled: { text: 'Filled', color: 'green' }, withdrawn: { text: 'Withdrawn' } };

/**
 * Open Shifts (ours: docs/decisions/0078-open-shifts.md): the range's shifts published without an
 * employee, offered to the people of their position they fit; a planner publishes one, approves or
 * declines a claim, or withdraws one still open.
 */
export function OpenShiftsDrawer({ open, startDate, endDate, library, mayEdit, onClose, onChanged }: { open: boolean; startDate: string; endDate: string; library: RosterShift[]; mayEdit: boolean; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const shifts = useOpenShifts(startDate, endDate, open);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, call: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      message.success((await call()).message);
      await queryClient.invalidateQueries({ queryKey: keys.allOpenShifts });
      onChanged();
    } catch (error) {
      message.error(messageOf(error));
      await queryClient.invalidateQueries({ queryKey: keys.allOpenShifts });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Drawer open={open} onClose={onClose} title="Open Shifts" width={480} extra={mayEdit && !creating && <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>New</Button>}>
      {creating && <NewOpenShift library={library} defaultDate={startDate} onCancel={() => setCreating(false)} onDone={async () => {
        setCreating(false);
        await queryClient.invalidateQueries({ queryKey: keys.allOpenShifts });
      }} />}
      {shifts.error && <Alert type="error" showIcon message={messageOf(shifts.error)} />}
      <List
        loading={shifts.isLoading}
        dataSource={shifts.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No open shifts from ${dayText(startDate)} to ${dayText(endDate)}${mayEdit ? ': New publishes one to the people it fits.' : '.'}`} /> }}
        renderItem={(s) => (
          <List.Item aria-label={`${s.labelName ?? 'Shift'} ${dayText(s.date)} ${timesText(s)}`}>
            <Flex vertical gap={4} className={styles.openShiftBody}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>{`${dayText(s.date)} · ${s.labelName ?? ''} ${timesText(s)}`}</Typography.Text>
                <Tag color={STATUS[s.status].color}>{STATUS[s.status].text}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {[s.positionName, s.skills.length ? `needs ${s.skills.map((k) => k.name).join(', ')}` : null, `offered to ${s.offered}`, s.claimMode === 'approval' ? 'claims approved by a manager' : 'first claim takes it'].filter(Boolean).join(' · ')}
              </Typography.Text>
              {s.note && <Typography.Text italic>{s.note}</Typography.Text>}
              {s.filledBy && <Typography.Text>{`Filled by ${s.filledBy.name}`}</Typography.Text>}
              {s.claims.map((c) => (
                <Flex key={c.employeeId} justify="space-between" align="center" gap={8} wrap>
                  <span>{`${c.name} claimed it ${dayjs(c.at).format('D MMM HH:mm')}`}</span>
                  {mayEdit && s.status === 'open' && (
                    <Space>
                      <Button size="small" type="primary" loading={busy === `approve-${s.id}-${c.employeeId}`} onClick={() => void act(`approve-${s.id}-${c.employeeId}`, () => approveClaim(s.id, c.employeeId))}>
                        Approve
                      </Button>
                      <Button size="small" loading={busy === `decline-${s.id}-${c.employeeId}`} onClick={() => void act(`decline-${s.id}-${c.employeeId}`, () => declineClaim(s.id, c.employeeId))}>
                        Decline
                      </Button>
                    </Space>
                  )}
                </Flex>
              ))}
              {mayEdit && s.status === 'open' && (
                <Popconfirm title="Withdraw this open shift?" description={s.claims.length ? 'Its claims are declined.' : undefined} okText="Withdraw" onConfirm={() => act(`withdraw-${s.id}`, () => withdrawOpenShift(s.id))}>
                  <Button size="small" danger className={styles.withdraw} loading={busy === `withdraw-${s.id}`}>
                    Withdraw
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Drawer>
  );
}

/** A library shift on a date, the skills it needs and a note: published to the people of its position it fits. */
function NewOpenShift({ library, defaultDate, onCancel, onDone }: { library: RosterShift[]; defaultDate: string; onCancel: () => void; onDone: () => Promise<void> }) {
  const { message } = App.useApp();
  const skills = useSkillChoices(true);
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [date, setDate] = useState<Dayjs | null>(dayjs(defaultDate));
  const [skillIds, setSkillIds] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = library.filter((s) => s.id !== OFF_DAY_SHIFT.id).map((s) => ({ value: s.id, label: `${s.labelName ?? ''} ${s.startTime}-${s.endTime}${s.departmentName ? ` · ${s.departmentName}` : ''}` }));

  async function publish() {
    if (!shiftId || !date) return;
    setBusy(true);
    try {
      message.success((await publishOpenShift({ shiftId, date: date.format('YYYY-MM-DD'), skillIds, note: note.trim() || null })).message);
      await onDone();
    } catch (error) {
      message.error(messageOf(error, 'The open shift was not published.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical" className={styles.newOpenShift} aria-label="New open shift">
      <Form.Item label="Shift" required>
        <Select aria-label="Shift" showSearch optionFilterProp="label" placeholder="Choose a shift from the library" options={choices} value={shiftId} onChange={setShiftId} />
      </Form.Item>
      <Form.Item label="Date" required>
        <DateInput aria-label="Date" allowClear={false} value={date} onChange={setDate} />
      </Form.Item>
      <Form.Item label="Skills needed">
        <Select aria-label="Skills needed" mode="multiple" allowClear placeholder="Anyone of the position" loading={skills.isLoading} options={skills.data ?? []} value={skillIds} onChange={setSkillIds} />
      </Form.Item>
      <Form.Item label="Note">
        <LimitedInput max={200} aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" loading={busy} disabled={!shiftId || !date} onClick={() => void publish()}>
          Publish
        </Button>
      </Flex>
    </Form>
  );
}

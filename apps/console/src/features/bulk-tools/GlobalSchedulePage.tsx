import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BULK_CLOSED, BULK_SCHEDULE_CONFLICTS, BULK_SCHEDULE_DEFAULTS, BULK_SCHEDULE_TEXTS, BULK_TEXTS, type BulkScheduleConflict, type BulkScheduleForm, type BulkShift } from '@timekeep/contracts';
import { App, Button, Card, Checkbox, Col, Form, List, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { useStructureTree } from '../structure/api';
import { positionOptions } from '../structure/structure';
import { generateSchedule, scheduleResultOf, verifySchedule } from './api';
import { blankShift, BulkShiftModal } from './BulkShiftModal';
import { Done, RunList, SkippedList } from './RunPanel';
import { ScheduleConflictsModal } from './ScheduleConflictsModal';
import { BulkDayField, BulkForm } from './BulkForm';
import { targetsOf, type TargetValues } from './TargetFields';
import { useBulkRequest } from './use-bulk-request';
import styles from './bulk-tools.module.css';
import { IconButton } from '../../ui/IconButton';

interface Values extends TargetValues {
  date: Dayjs;
  isOffDay: boolean;
}

const DATE_FORMAT = 'YYYY-MM-DD';

function summary(result: unknown) {
  const r = scheduleResultOf(result);
  if (!r) return null;
  return (
    <Done done={r.scheduled.length} of={r.scheduled.length + r.skipped.length} details={<SkippedList items={r.skipped} />}>
      {BULK_SCHEDULE_TEXTS.scheduled(r.scheduled.length)}
    </Done>
  );
}

/** A shift as the list shows it: its times with their day flags, its break and position. */
function shiftText(s: BulkShift, positionName: (id: string) => string | undefined): string {
  const start = `${s.startTime}${s.startTimeType === 'Previous' ? ' (previous day)' : ''}`;
  const end = `${s.endTime}${s.endTimeType === 'NextDay' ? ' (next day)' : ''}`;
  const parts = [`${start} – ${end}`];
  if (s.breakTime) parts.push(`break ${s.breakTime} min`);
  if (s.departmentId) parts.push(positionName(s.departmentId) ?? '');
  return parts.filter(Boolean).join(' · ');
}

/**
 * Global Schedule (/globalschedule/condition, document 3 §2 "Bulk tools", §3 "Schedule request",
 * §9 defaults): one day's shifts, or an off day, for each chosen employee or each active employee
 * of the chosen departments. Verified first: conflicts open the 'Schedule time conflicts' modal;
 * none, a confirmation, then the worker generates it and its progress shows below.
 */
export function GlobalSchedulePage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const positions = positionOptions(useStructureTree('active').data);
  const isOffDay = Form.useWatch('isOffDay', form) ?? BULK_SCHEDULE_DEFAULTS.isOffDay;
  const [shifts, setShifts] = useState<BulkShift[]>([...BULK_SCHEDULE_DEFAULTS.workSections]);
  const [editing, setEditing] = useState<{ index: number | null; shift: BulkShift } | null>(null);
  const [conflicts, setConflicts] = useState<{ rows: BulkScheduleConflict[]; at: number } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const { sending, runs, send } = useBulkRequest({ queued: BULK_SCHEDULE_TEXTS.queued, failed: BULK_SCHEDULE_TEXTS.generateFailed });
  const positionName = (id: string) => positions.find((p) => p.value === id)?.label;

  function saveShift(shift: BulkShift) {
    if (!editing) return;
    setShifts((current) => (editing.index === null ? [...current, shift] : current.map((s, i) => (i === editing.index ? shift : s))));
    setEditing(null);
  }

  /** Generate's own answers: its conflicts (arisen since verify) open the modal; a refusal's text is shown as given. */
  function generated(reply: { message: string; conflicts?: BulkScheduleConflict[] }): boolean {
    if (reply.message === BULK_SCHEDULE_CONFLICTS) setConflicts({ rows: reply.conflicts ?? [], at: Date.now() });
    else if (reply.message !== 'success' && reply.message !== BULK_CLOSED) message.error(reply.message);
    else return false;
    return true;
  }

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    if (!values.isOffDay && !shifts.length) {
      message.error(BULK_SCHEDULE_TEXTS.noShift);
      return;
    }
    const date = values.date.format(DATE_FORMAT);
    const targets = targetsOf(values);
    const payload: BulkScheduleForm = {
      byEmployee: values.byEmployee,
      employeeIds: targets.employees.join(','),
      departmentIds: targets.departments.join(','),
      ruleDay: { ruleDay: date, isOffDay: values.isOffDay, title: date, workSections: values.isOffDay ? [] : shifts },
    };
    setVerifying(true);
    try {
      const reply = await verifySchedule(payload);
      if (reply.message === BULK_CLOSED) message.error(BULK_TEXTS.close);
      else if (reply.message !== 'success') message.error(reply.message);
      else if (reply.conflicts?.length) setConflicts({ rows: reply.conflicts, at: Date.now() });
      else
        modal.confirm({
          title: BULK_SCHEDULE_TEXTS.confirm,
          okText: 'OK',
          cancelText: 'Cancel',
          onOk: () => send(() => generateSchedule(payload), generated),
        });
    } catch (error) {
      message.error(messageOf(error, BULK_SCHEDULE_TEXTS.verifyFailed));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <Card>
      <PageTitle>Global Schedule</PageTitle>
      <BulkForm form={form} initialValues={{ byEmployee: BULK_SCHEDULE_DEFAULTS.byEmployee, isOffDay: BULK_SCHEDULE_DEFAULTS.isOffDay, date: dayjs() }} busy={verifying || sending} onSubmit={submit}>
        <Row gutter={16}>
          <BulkDayField format={DATE_FORMAT} />
          <Col xs={24} md={8}>
            <Form.Item name="isOffDay" valuePropName="checked" label=" ">
              <Checkbox>Off Day</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        {!isOffDay && (
          <List
            className={styles.shifts}
            size="small"
            bordered
            aria-label="Shifts"
            header={
              <Space>
                <Typography.Text strong>Shifts</Typography.Text>
                <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ index: null, shift: blankShift })}>
                  Add Shift
                </Button>
              </Space>
            }
            locale={{ emptyText: BULK_SCHEDULE_TEXTS.noShift }}
            dataSource={shifts}
            renderItem={(s, index) => (
              <List.Item
                key={`${s.startTimeType}-${s.startTime}-${index}`}
                actions={[
                  <IconButton key="edit" size="small" type="text" icon={<EditOutlined />} label="Edit shift" onClick={() => setEditing({ index, shift: s })} tip="Edit" />,
                  <IconButton key="delete" size="small" type="text" danger icon={<DeleteOutlined />} label="Delete shift" onClick={() => setShifts((current) => current.filter((_, i) => i !== index))} tip="Delete" />,
                ]}
              >
                {shiftText(s, positionName)}
              </List.Item>
            )}
          />
        )}
      </BulkForm>
      <BulkShiftModal shift={editing?.shift ?? null} onSave={saveShift} onCancel={() => setEditing(null)} />
      <ScheduleConflictsModal conflicts={conflicts?.rows ?? null} verifiedAt={conflicts?.at ?? 0} onClose={() => setConflicts(null)} />
      <RunList runs={runs} summary={summary} />
    </Card>
  );
}

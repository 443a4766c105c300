import { dialogFooter } from '../../ui/FormButtons';
import { DAY_TYPES, type PunchDto, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { Col, Form, Modal, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { TextArea, TimeInput } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { deletePunch, savePunch } from './api';
import { dayHeading } from './timesheet-rules';
import { useSheetWrite } from './use-sheet-write';
import { WorkCodeFields } from './WorkCodeFields';

/** What the punch dialog is opened on: a punch to modify (and what its Delete does, punchDeletion), or a day (and day type) for a new one. */
export interface PunchTarget {
  day: string;
  punch: PunchDto | null;
  dayType?: PunchDto['dayType'];
  deletion?: 'alone' | 'withAutoOut' | 'kept';
}

interface Fields {
  punchTime: Dayjs;
  dayType: PunchDto['dayType'];
  workPlaceId?: string;
  positionId?: string;
  jobId?: string;
  taskId?: string;
  reason?: string;
}

const DAY_TYPE_LABELS: Record<PunchDto['dayType'], string> = { Previous: 'Previous Day', Today: 'Today', NextDay: 'Next Day' };

/** New/Modify Punch (document 2 §2, §3 "Punch", §5): time, day type, site, position, job, task, reason; Delete on a punch. */
export function PunchModal(props: { target: PunchTarget | null; employeeId: string; sheetVersion: number; defaultPositionId: string; onClose: () => void }) {
  return props.target ? <PunchDialog key={props.target.punch?.id ?? `new-${props.target.day}`} {...props} target={props.target} /> : null;
}

function PunchDialog({ target, employeeId, sheetVersion, defaultPositionId, onClose }: { target: PunchTarget; employeeId: string; sheetVersion: number; defaultPositionId: string; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { busy, write } = useSheetWrite();
  const punch = target.punch;
  // A recorded punch's work code changes only where the company allows it (document 2 §5); a new punch chooses its own.
  const codesLocked = !!punch && !useCompanySettings().data?.allowEditWorkCode;
  const initial: Partial<Fields> = punch
    ? { punchTime: dayjs(punch.punchTime, 'HH:mm'), dayType: punch.dayType, workPlaceId: punch.workPlaceId ?? undefined, positionId: punch.positionId ?? undefined, jobId: punch.jobId ?? undefined, taskId: punch.taskId ?? undefined, reason: punch.reason ?? undefined }
    : { dayType: target.dayType ?? 'Today', positionId: defaultPositionId };

  async function save() {
    const v = await validated(form);
    if (!v) return;
    // Locked: the punch's work code goes back as it is, whatever fields this company shows.
    const codes =
      codesLocked && punch
        ? { positionId: punch.positionId, jobId: punch.jobId, taskId: punch.taskId }
        : { positionId: v.positionId ?? null, jobId: v.jobId ?? null, taskId: v.jobId ? (v.taskId ?? null) : null };
    const saved = await write(
      () =>
        savePunch({
          id: punch?.id ?? null,
          employeeId,
          day: target.day,
          punchTime: v.punchTime.format('HH:mm'),
          dayType: v.dayType,
          reason: v.reason?.trim() || null,
          workPlaceId: v.workPlaceId ?? null,
          ...codes,
          version: punch ? punch.version : sheetVersion,
        }),
      TIMESHEET_TEXTS.punchSaved,
      TIMESHEET_TEXTS.punchFailed,
    );
    if (saved) onClose();
  }

  async function remove() {
    if (!punch) return;
    if (await write(() => deletePunch(employeeId, punch.id, sheetVersion), TIMESHEET_TEXTS.punchDeleted, TIMESHEET_TEXTS.punchDeleteFailed)) onClose();
  }

  return (
    <Modal
      open
      title={`${punch ? 'Modify Punch' : 'New Punch'} · ${dayHeading(target.day)}`}
      onCancel={onClose}
      width={560}
      footer={dialogFooter({ busy, onCancel: onClose, onSave: save, remove: punch && target.deletion !== 'kept' ? { confirm: target.deletion === 'withAutoOut' ? TIMESHEET_TEXTS.punchDeleteWithAutoOut : TIMESHEET_TEXTS.punchDeleteConfirm, onConfirm: remove } : null })}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="punchTime" label="Time" rules={[requiredRule]}>
              <TimeInput format="HH:mm" needConfirm={false} />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="dayType" label="Day">
              <Radio.Group optionType="button" options={DAY_TYPES.map((t) => ({ value: t, label: DAY_TYPE_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <WorkCodeFields form={form} siteName="workPlaceId" positionName="positionId" codesLocked={codesLocked} />
          <Col span={24}>
            <Form.Item name="reason" label="Reason">
              <TextArea />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

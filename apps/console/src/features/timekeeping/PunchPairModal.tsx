import { type PunchPairDto, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { Checkbox, Col, Descriptions, Form, Modal, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { TextArea, TimeInput } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { savePunchPair, saveSinglePunch } from './api';
import { dayHeading, hours, minutesOf, wallTime } from './timesheet-rules';
import { useSheetWrite } from './use-sheet-write';
import { WorkCodeFields } from './WorkCodeFields';
import styles from './timesheet.module.css';

/** The pair dialog is opened on a day ('Add Shift Time': a new in and out) or on a pair to change its codes. */
export interface PairTarget {
  day: string;
  pair: PunchPairDto | null;
}

interface Fields {
  inTime?: Dayjs;
  inPrevious?: boolean;
  outTime?: Dayjs;
  outNextDay?: boolean;
  siteId?: string;
  positionId?: string;
  jobId?: string;
  taskId?: string;
  approved?: boolean;
  reason?: string;
}

/**
 * Punch Pair (document 2 §2, §3 "Punch pair", §5: site and position required when enabled). A
 * recorded pair's position, job and task are its work code: changed only where the company allows
 * editing work codes, else shown as they are and not sent.
 */
export function PunchPairModal(props: { target: PairTarget | null; employeeId: string; sheetVersion: number; defaultPositionId: string; onClose: () => void }) {
  return props.target ? <PairDialog key={props.target.pair?.id ?? `new-${props.target.day}`} {...props} target={props.target} /> : null;
}

function PairDialog({ target, employeeId, sheetVersion, defaultPositionId, onClose }: { target: PairTarget; employeeId: string; sheetVersion: number; defaultPositionId: string; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { busy, write } = useSheetWrite();
  const pair = target.pair;
  const codesLocked = !!pair && !useCompanySettings().data?.allowEditWorkCode;
  const initial: Fields = pair
    ? { siteId: pair.siteId ?? undefined, positionId: pair.positionId ?? undefined, jobId: pair.jobId ?? undefined, taskId: pair.taskId ?? undefined, approved: pair.approved }
    : { positionId: defaultPositionId };

  async function save() {
    const v = await validated(form);
    if (!v) return;
    const codes = { positionId: v.positionId ?? null, jobId: v.jobId ?? null, taskId: v.jobId ? (v.taskId ?? null) : null };
    const send = pair
      ? () => savePunchPair(pair.id, { siteId: v.siteId ?? null, ...(codesLocked ? {} : codes), approved: !!v.approved, version: sheetVersion })
      : () =>
          saveSinglePunch({
            employeeId,
            day: target.day,
            inTime: v.inTime?.format('HH:mm'),
            inDayType: v.inPrevious ? 'Previous' : 'Today',
            outTime: v.outTime?.format('HH:mm'),
            outDayType: v.outNextDay ? 'NextDay' : 'Today',
            reason: v.reason?.trim() || null,
            workPlaceId: v.siteId ?? null,
            ...codes,
            version: sheetVersion,
          });
    if (await write(send, TIMESHEET_TEXTS.pairSaved, TIMESHEET_TEXTS.pairFailed)) onClose();
  }

  const outAfterIn = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const start = getFieldValue('inTime') as Dayjs | undefined;
      const end = getFieldValue('outTime') as Dayjs | undefined;
      if (!start || !end) return Promise.resolve();
      const later = minutesOf(end.format('HH:mm'), getFieldValue('outNextDay') ? 'NextDay' : 'Today') > minutesOf(start.format('HH:mm'), getFieldValue('inPrevious') ? 'Previous' : 'Today');
      return later ? Promise.resolve() : Promise.reject(new Error('The out time must be later than the in time.'));
    },
  });

  return (
    <Modal open title={`Punch Pair · ${dayHeading(target.day)}`} okText="Save" onOk={save} okButtonProps={{ loading: busy }} onCancel={onClose} width={560}>
      {pair && (
        <Descriptions size="small" column={3} className={styles.pairFacts}>
          <Descriptions.Item label="In">{wallTime(pair.ptimeIn, target.day) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Out">{wallTime(pair.ptimeOut, target.day) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Hours">{hours(pair.worktime)}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          {!pair && (
            <>
              <Col span={12}>
                <Form.Item name="inTime" label="In" rules={[requiredRule]}>
                  <TimeInput format="HH:mm" needConfirm={false} />
                </Form.Item>
                <Form.Item name="inPrevious" valuePropName="checked">
                  <Checkbox>Previous Day</Checkbox>
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="outTime" label="Out" dependencies={['inTime', 'inPrevious', 'outNextDay']} rules={[outAfterIn]}>
                  <TimeInput format="HH:mm" needConfirm={false} />
                </Form.Item>
                <Form.Item name="outNextDay" valuePropName="checked">
                  <Checkbox>Next Day</Checkbox>
                </Form.Item>
              </Col>
            </>
          )}
          <WorkCodeFields form={form} siteName="siteId" positionName="positionId" positionRequired codesLocked={codesLocked} />
          {pair ? (
            <Col span={24}>
              <Form.Item name="approved" valuePropName="checked">
                <Checkbox>Approved</Checkbox>
              </Form.Item>
            </Col>
          ) : (
            <Col span={24}>
              <Form.Item name="reason" label="Reason">
                <TextArea />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}

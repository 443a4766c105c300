import { LATER_SECTION_FIELDS, SCHEDULE_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { Checkbox, Col, Form, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { AllowanceFields, BreakFields } from '../../ui/BreakFields';
import { MultiSelect } from '../../ui/inputs';
import { useStructureTree } from '../structure/api';
import { positionOptions } from '../structure/structure';
import { useSkillOptions } from '../pay-rules/api';
import { useActiveTaskTree } from '../work-codes/api';
import { newId } from './schedule-rules';
import { ShiftSpanFields, type ShiftSpanValues, spanOfValues } from './ShiftSpanFields';
import styles from './scheduling.module.css';

type Fields = Omit<WorkSectionDto, 'startTime' | 'endTime' | 'breakStartTime' | 'startTimeType' | 'endTimeType'> &
  ShiftSpanValues & {
    breakStartTime: Dayjs | null;
  };

/** A new section: 00:00 to 00:00 (spec §9), the break as given. */
export const blankSection = (breakTime: number): WorkSectionDto => ({
  id: '',
  startTime: '00:00',
  startTimeType: 'Today',
  endTime: '00:00',
  endTimeType: 'Today',
  breakTime,
  overrideBreakCalculation: false,
  breakCalculationType: null,
  breakTriggerTime: null,
  breakStartTime: null,
  allowOT: true,
  allowEA: false,
  allowLD: false,
  lunchWorkingThrough: false,
  ...LATER_SECTION_FIELDS,
});

const hhmm = (d: Dayjs) => d.format('HH:mm');

/** Work section editor (document 1 §3 "Work section", §5): Sch In and Sch Out with their day ticks, the break and its rule, OT/EA/LD. */
export function SectionModal(props: { section: WorkSectionDto | null; title: string; onSave: (section: WorkSectionDto) => void; onCancel: () => void }) {
  // A fresh form for each section opened.
  return props.section ? <SectionDialog key={props.section.id || 'new'} {...props} section={props.section} /> : null;
}

function SectionDialog({ section, title, onSave, onCancel }: { section: WorkSectionDto; title: string; onSave: (section: WorkSectionDto) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Fields>();
  const jobId = Form.useWatch('jobId', form);
  const settings = useCompanySettings().data;
  const positions = positionOptions(useStructureTree('active').data);
  const jobs = useActiveTaskTree(!!settings?.isJobCodeEnabled);
  const skills = useSkillOptions(!!settings?.isSkillEnabled).data ?? [];
  const tasks = jobs.data?.find((j) => j.id === jobId)?.tasks ?? [];
  const named = (n: { id: string; code: string; name: string }) => ({ value: n.id, label: n.name ? `${n.code} ${n.name}` : n.code });
  const initial = {
    ...section,
    startTime: dayjs(section.startTime, 'HH:mm'),
    endTime: dayjs(section.endTime, 'HH:mm'),
    breakStartTime: section.breakStartTime ? dayjs(section.breakStartTime, 'HH:mm') : null,
    previousDay: section.startTimeType === 'Previous',
    nextDay: section.endTimeType === 'NextDay',
  };

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    onSave({
      ...section,
      id: section.id || newId('section_'),
      ...spanOfValues(v),
      breakTime: v.lunchWorkingThrough ? section.breakTime : (v.breakTime ?? 0),
      overrideBreakCalculation: !!v.overrideBreakCalculation,
      breakCalculationType: v.overrideBreakCalculation ? v.breakCalculationType : null,
      breakTriggerTime: v.overrideBreakCalculation && v.breakCalculationType === 'Hours at Work' ? v.breakTriggerTime : null,
      breakStartTime: v.overrideBreakCalculation && v.breakCalculationType === 'Time of Day' && v.breakStartTime ? hhmm(v.breakStartTime) : null,
      allowOT: !!v.allowOT,
      allowEA: !!v.allowEA,
      allowLD: !!v.allowLD,
      lunchWorkingThrough: !!v.lunchWorkingThrough,
      isOverridePayGroup: !!v.isOverridePayGroup,
      departmentId: v.departmentId ?? null,
      jobId: v.jobId ?? null,
      taskId: v.jobId ? (v.taskId ?? null) : null,
      skills: v.skills ?? [],
    });
  }

  return (
    <Modal open title={title} okText="Save" onOk={save} onCancel={onCancel} width={560}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <ShiftSpanFields startLabel="Sch In" endLabel="Sch Out" laterText={SCHEDULE_TEXTS.outAfterIn} />
        <Row gutter={16}>
          <BreakFields />
          <AllowanceFields />
          <Col span={24}>
            <Form.Item name="isOverridePayGroup" valuePropName="checked" className={styles.overridePayGroup}>
              <Checkbox>Override pay group</Checkbox>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="departmentId" label="Position">
              <Select allowClear showSearch optionFilterProp="label" options={positions} />
            </Form.Item>
          </Col>
          {settings?.isJobCodeEnabled && (
            <Col span={12}>
              <Form.Item name="jobId" label="Job">
                <Select allowClear showSearch optionFilterProp="label" options={(jobs.data ?? []).map(named)} onChange={() => form.setFieldValue('taskId', undefined)} />
              </Form.Item>
            </Col>
          )}
          {settings?.isJobCodeEnabled && settings.isTaskCodeEnabled && (
            <Col span={12}>
              <Form.Item name="taskId" label="Task" rules={jobId ? [{ required: true, message: SCHEDULE_TEXTS.selectTask }] : []}>
                <Select allowClear showSearch optionFilterProp="label" disabled={!jobId} options={tasks.map(named)} />
              </Form.Item>
            </Col>
          )}
          {settings?.isSkillEnabled && (
            <Col span={24}>
              <Form.Item name="skills" label="Skills">
                <MultiSelect options={skills} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}

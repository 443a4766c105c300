import { Card, Checkbox, Form, Select, Spin, Tabs } from 'antd';
import { Action, Level, LEVEL_RESOURCE, Resource, ThirdPartyType } from '@timekeep/contracts';
import { messageOf } from '../../api/http';
import { useCan, useCompanySettings } from '../../auth/api';
import { LimitedInput, MultiSelect } from '../../ui/inputs';
import { FormButtons } from '../../ui/FormButtons';
import { useDetailSave } from '../../ui/use-detail-save';
import { requiredRule, textRule } from '../../ui/validation';
import { HistoryButton } from '../history/HistoryButton';
import { useHolidayOptions, useRoundingOptions } from '../pay-rules/api';
import { useScheduleOptions } from '../scheduling/api';
import { useWorkplaceOptions } from '../settings/api';
import { useJobOptions } from '../work-codes/api';
import { saveDepartment, useChildStructure, useDepartment, useSupervisors } from './api';
import { keys as structureKeys, useStructureTree, useTimezones } from '../structure/api';
import { DEPARTMENT_SAVE_TEXTS } from './messages';
import { PositionEmployees } from './PositionEmployees';
import { positionsBelow } from '../structure/structure';
import styles from './StructurePage.module.css';

interface Fields {
  departmentName: string;
  code?: string;
  status?: boolean;
  supervisorIds?: string[];
  timeZoneId?: string;
  punchCode?: string;
  payExportCode?: string;
  rateExportCode?: string;
  timeLeaveApproverId?: string;
  defaultPositionId?: string;
  holidayIds?: string[];
  timeRoundingId?: string;
  scheduleId?: string;
  jobIds?: string[];
  workPlaceId?: string[];
  greentreeWeekly?: boolean;
}

/**
 * The save names every field the form shows, a cleared one as null: the server keeps a field a
 * save leaves out (docs/decisions/0052), so an absent key would not clear it.
 */
const withClearedAsNull = (values: Fields) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? null]));

type Props = { id: string; parent?: undefined; onSaved: (id: string) => void } | { id?: undefined; parent: string; onSaved: (id: string) => void };

/** Department detail (spec §2, §3): 'New structure' when creating, 'Details' otherwise. */
export function DepartmentForm({ id, parent, onSaved }: Props) {
  const [form] = Form.useForm<Fields>();
  const detail = useDepartment(id);
  const child = useChildStructure(parent);
  const timezones = useTimezones();
  const supervisors = useSupervisors();
  const holidays = useHolidayOptions();
  const roundings = useRoundingOptions();
  const schedules = useScheduleOptions();
  const tree = useStructureTree('active');
  const settings = useCompanySettings();
  const sites = useWorkplaceOptions();
  const jobs = useJobOptions(!!settings.data?.isJobCodeEnabled);
  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveDepartment(id ? { ...withClearedAsNull(values), id, version: detail.data?.version } : { ...withClearedAsNull(values), parent }),
    warning: (code) => DEPARTMENT_SAVE_TEXTS[code] ?? code,
    success: 'The department is saved successfully.',
    failure: 'Failed to save the department.',
    invalidate: [structureKeys.all],
    afterSave: async (reply, andContinue) => {
      if (!andContinue) return onSaved(reply.departmentVo?.id ?? (id as string));
      form.setFieldsValue({ punchCode: (await child.refetch()).data?.punchCode ?? undefined });
    },
  });
  const can = useCan();

  const level = id ? detail.data?.level : child.data?.level;
  const labelName = (id ? detail.data?.labelName : child.data?.labelName) ?? 'Name';
  if (!level) return <Card loading={detail.isLoading || child.isLoading}>{(detail.error ?? child.error) ? messageOf(detail.error ?? child.error) : <Spin />}</Card>;
  const atPosition = level === Level.Position;
  // A supervisor sees the structure but changes nothing: the form is read-only and has no Save.
  const mayEdit = can(LEVEL_RESOURCE[level], id ? Action.Update : Action.Create);
  // The form's empty fields are undefined where the server says null.
  const initial: Fields =
    id && detail.data
      ? (Object.fromEntries(Object.entries(detail.data).map(([key, value]) => [key, value ?? undefined])) as unknown as Fields)
      : { departmentName: '', punchCode: child.data?.punchCode ?? undefined };

  const fields = (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} key={id ? `${id}-${detail.data?.version}` : `new-${parent}`} className={styles.departmentForm} disabled={!mayEdit}>
      {id && (
        <Form.Item name="status" valuePropName="checked">
          <Checkbox>Active</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="departmentName" label={labelName} rules={[requiredRule, textRule(labelName, 100)]}>
        <LimitedInput max={100} />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[textRule('Code', 50)]}>
        <LimitedInput max={50} />
      </Form.Item>
      <Form.Item name="supervisorIds" label="Supervisor">
        <MultiSelect options={(supervisors.data ?? []).map((s) => ({ value: s.id, label: s.name }))} loading={supervisors.isLoading} />
      </Form.Item>
      <Form.Item name="timeZoneId" label="Time Zone">
        <Select showSearch allowClear options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} loading={timezones.isLoading} />
      </Form.Item>
      <Form.Item name="timeLeaveApproverId" label="Approver">
        <Select showSearch allowClear optionFilterProp="label" options={(supervisors.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      {id && !atPosition && (
        <Form.Item name="defaultPositionId" label="Default Position">
          <Select showSearch allowClear optionFilterProp="label" options={positionsBelow(tree.data, id).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      )}
      <Form.Item name="holidayIds" label="Regional Holidays">
        <MultiSelect options={holidays.data ?? []} loading={holidays.isLoading} />
      </Form.Item>
      <Form.Item name="timeRoundingId" label="Rounding">
        <Select showSearch allowClear optionFilterProp="label" options={roundings.data ?? []} />
      </Form.Item>
      <Form.Item name="scheduleId" label="Schedule">
        <Select showSearch allowClear optionFilterProp="label" options={schedules.data ?? []} />
      </Form.Item>
      <Form.Item name="workPlaceId" label="Sites">
        <MultiSelect options={sites.data ?? []} loading={sites.isLoading} />
      </Form.Item>
      {atPosition && settings.data?.isJobCodeEnabled && (
        <Form.Item name="jobIds" label="Jobs">
          <MultiSelect options={jobs.data ?? []} loading={jobs.isLoading} />
        </Form.Item>
      )}
      {atPosition && (
        <>
          <Form.Item name="punchCode" label="Punch Code" rules={settings.data?.isPositionCodeEnabled ? [requiredRule, textRule('Punch Code', 20)] : [textRule('Punch Code', 20)]}>
            <LimitedInput max={20} />
          </Form.Item>
          <Form.Item name="payExportCode" label="Pay Export Code" rules={[textRule('Pay Export Code', 50)]}>
            <LimitedInput max={50} />
          </Form.Item>
          <Form.Item name="rateExportCode" label="Rate Export Code" rules={[textRule('Rate Export Code', 50)]}>
            <LimitedInput max={50} />
          </Form.Item>
          {settings.data?.thirdPartyType?.id === ThirdPartyType.GreenTree && (
            <Form.Item name="greentreeWeekly" valuePropName="checked">
              <Checkbox>GreenTree Weekly</Checkbox>
            </Form.Item>
          )}
        </>
      )}
      {mayEdit && <FormButtons saving={saving} creating={!id} onSave={(andContinue) => void save(andContinue)} />}
    </Form>
  );

  return (
    <Card title={id ? 'Details' : 'New structure'} extra={id && <HistoryButton kind="department" id={id} title={detail.data?.departmentName ?? ''} />}>
      <Tabs
        items={[
          { key: 'base', label: 'Base Information', children: fields },
          ...(id && atPosition && can(Resource.Employee, Action.Visible) ? [{ key: 'employees', label: 'Employees', children: <PositionEmployees departmentId={id} /> }] : []),
        ]}
      />
    </Card>
  );
}

/** The Position nodes below `id` in the tree, for its Default Position. */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Select, Space, Spin, Tabs } from 'antd';
import { Action, DepartmentNode, Level, LEVEL_RESOURCE, MessageReply, Resource } from '@timekeep/contracts';
import { useState } from 'react';
import { messageOf, request } from '../../api/http';
import { useCompanySettings } from '../../auth/company-settings';
import { useCan } from '../../auth/profile';
import { MultiSelect } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { DEPARTMENT_SAVE_TEXTS } from './department-messages';
import { HistoryButton } from '../../ui/HistoryDrawer';
import { useRoundingOptions } from '../people/people-api';
import { PositionEmployees } from './PositionEmployees';
import { structureKey, useChildStructure, useDepartment, useStructureTree, useSupervisors, useTimezones } from './structure-api';

interface Fields {
  departmentName: string;
  code?: string;
  status?: boolean;
  supervisorIds?: string[];
  timeZoneId?: string;
  punchCode?: string;
  payExportCode?: string;
  rateExportCode?: string;
  approverId?: string;
  defaultPositionId?: string;
  holidayRegion?: string;
  roundingId?: string;
}

type Props = { id: string; parent?: undefined; onSaved: (id: string) => void } | { id?: undefined; parent: string; onSaved: (id: string) => void };

/** Department detail (spec §2, §3): 'New structure' when creating, 'Details' otherwise. */
export function DepartmentForm({ id, parent, onSaved }: Props) {
  const [form] = Form.useForm<Fields>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useDepartment(id);
  const child = useChildStructure(parent);
  const timezones = useTimezones();
  const supervisors = useSupervisors();
  const regions = useQuery({ queryKey: ['company', 'regions'], queryFn: () => request<Array<{ code: string; name: string }>>('GET', '/api/company/regions'), staleTime: Infinity });
  const roundings = useRoundingOptions();
  const tree = useStructureTree('active');
  const settings = useCompanySettings();
  const [saving, setSaving] = useState<'save' | 'continue' | null>(null);
  const can = useCan();

  const level = id ? detail.data?.level : child.data?.level;
  const labelName = (id ? detail.data?.labelName : child.data?.labelName) ?? 'Name';
  if (!level) return <Card loading={detail.isLoading || child.isLoading}>{(detail.error ?? child.error) ? messageOf(detail.error ?? child.error) : <Spin />}</Card>;
  const atPosition = level === Level.Position;
  // A supervisor sees the structure but changes nothing: the form is read-only and has no Save.
  const mayEdit = can(LEVEL_RESOURCE[level], id ? Action.Update : Action.Create);
  const initial: Fields = id && detail.data ? { ...detail.data, code: detail.data.code ?? undefined, timeZoneId: detail.data.timeZoneId ?? undefined, punchCode: detail.data.punchCode ?? undefined, payExportCode: detail.data.payExportCode ?? undefined, rateExportCode: detail.data.rateExportCode ?? undefined, approverId: detail.data.approverId ?? undefined, defaultPositionId: detail.data.defaultPositionId ?? undefined, holidayRegion: detail.data.holidayRegion ?? undefined, roundingId: detail.data.roundingId ?? undefined } : { departmentName: '', punchCode: child.data?.punchCode ?? undefined };

  async function save(andContinue: boolean) {
    const values = await validated(form);
    if (!values) return;
    setSaving(andContinue ? 'continue' : 'save');
    try {
      const payload = id ? { ...values, id, version: detail.data?.version } : { ...values, parent };
      const reply = await request<MessageReply & { departmentVo?: { id: string } }>('POST', '/department/save', payload);
      if (reply.message !== 'success') {
        message.warning(DEPARTMENT_SAVE_TEXTS[reply.message] ?? reply.message);
        return;
      }
      message.success('The department is saved successfully.');
      await queryClient.invalidateQueries({ queryKey: structureKey });
      if (andContinue) {
        form.resetFields();
        const refreshed = await child.refetch();
        form.setFieldsValue({ punchCode: refreshed.data?.punchCode ?? undefined });
      } else {
        onSaved(reply.departmentVo?.id ?? (id as string));
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the department.'));
    } finally {
      setSaving(null);
    }
  }

  const fields = (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} key={id ? `${id}-${detail.data?.version}` : `new-${parent}`} style={{ maxWidth: 560 }} disabled={!mayEdit}>
      {id && (
        <Form.Item name="status" valuePropName="checked">
          <Checkbox>Active</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="departmentName" label={labelName} rules={[requiredRule]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="code" label="Code">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="supervisorIds" label="Supervisor">
        <MultiSelect options={(supervisors.data ?? []).map((s) => ({ value: s.id, label: s.name }))} loading={supervisors.isLoading} />
      </Form.Item>
      <Form.Item name="timeZoneId" label="Time Zone">
        <Select showSearch allowClear options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} loading={timezones.isLoading} />
      </Form.Item>
      <Form.Item name="approverId" label="Approver">
        <Select showSearch allowClear optionFilterProp="label" options={(supervisors.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      {id && !atPosition && (
        <Form.Item name="defaultPositionId" label="Default Position">
          <Select showSearch allowClear optionFilterProp="label" options={positionsBelow(tree.data, id).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      )}
      <Form.Item name="holidayRegion" label="Regional Holidays">
        <Select showSearch allowClear optionFilterProp="label" placeholder="The company's region" options={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))} />
      </Form.Item>
      <Form.Item name="roundingId" label="Rounding">
        <Select showSearch allowClear optionFilterProp="label" options={roundings.data ?? []} />
      </Form.Item>
      {atPosition && (
        <>
          <Form.Item name="punchCode" label="Punch Code" rules={settings.data?.isPositionCodeEnabled ? [requiredRule] : []}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="payExportCode" label="Pay Export Code">
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="rateExportCode" label="Rate Export Code">
            <Input maxLength={50} />
          </Form.Item>
        </>
      )}
      {mayEdit && (
        <Space>
          <Button type="primary" loading={saving === 'save'} disabled={saving !== null} onClick={() => void save(false)}>
            Save
          </Button>
          {!id && (
            <Button loading={saving === 'continue'} disabled={saving !== null} onClick={() => void save(true)}>
              Save and continue to create
            </Button>
          )}
        </Space>
      )}
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
function positionsBelow(root: DepartmentNode | undefined, id: string): DepartmentNode[] {
  const find = (node: DepartmentNode): DepartmentNode | null => (node.id === id ? node : node.children.map(find).find((n) => n) ?? null);
  const below = (node: DepartmentNode): DepartmentNode[] => node.children.flatMap((c) => [...(c.level === Level.Position ? [c] : []), ...below(c)]);
  const start = root ? find(root) : null;
  return start ? below(start) : [];
}

import { EditOutlined, FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, CONDITION_SET_NAME_TAKEN, CONDITION_TEMPLATE_NOTICE, ConditionSet, Resource } from '@timekeep/contracts';
import { Alert, App, Button, Card, Form, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { ROUTES } from '../../shared/paths';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { IconButton } from '../../ui/IconButton';
import { LimitedInput, MultiSelect } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { StatusChoice, StatusSelect, StatusTag } from '../../ui/Status';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { applyConditionTemplate, conditionKeys, conditionSetList, deleteConditionSets, usePayGroupOptions, useConditionTemplates } from './api';
import styles from './pay-rules.module.css';


/** Pay conditions (issue 32, ADR 0074): the company's condition sets, New, Apply template and Delete. */
export function ConditionSetsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const payGroups = usePayGroupOptions();
  const [status, setStatus] = useState<StatusChoice>('true');
  const [selected, setSelected] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  const groupName = new Map((payGroups.data ?? []).map((g) => [g.value, g.label]));

  async function remove() {
    try {
      await deleteConditionSets(selected);
      message.success('Pay conditions are deleted successfully.');
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete pay conditions.'));
    }
    await queryClient.invalidateQueries({ queryKey: conditionKeys.sets });
  }

  const columns: DataColumn<ConditionSet>[] = [
    { key: 'name', title: 'Name', sortable: true },
    { key: 'payGroupIds', title: 'Pay Groups', render: (s) => s.payGroupIds.map((id) => groupName.get(id) ?? '').filter(Boolean).join(', ') || '—', text: (s) => s.payGroupIds.map((id) => groupName.get(id) ?? '').join(', ') },
    { key: 'conditions', title: 'Conditions', render: (s) => s.conditions.length, text: (s) => s.conditions.length },
    { key: 'template', title: 'From Template', render: (s) => s.template?.id ?? '—', text: (s) => s.template?.id ?? '' },
    { key: 'active', title: 'Status', render: (s) => <StatusTag active={s.active} /> },
    { key: 'action', inFile: false, title: 'Edit', render: (s) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${s.name}`} onClick={() => navigate(`/payconditions/${s.id}`)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Pay Conditions</PageTitle>
      <Typography.Paragraph type="secondary">Penalty rates, loadings and minimum engagement for the pay groups a set names: the timesheet, the roster and payroll pay ordinary time under them.</Typography.Paragraph>
      <DataTable<ConditionSet>
        key={status}
        tableId="condition-sets"
        title="Pay Conditions"
        emptyText="No pay conditions yet. Apply a template, or add a set with New."
        {...conditionSetList(status)}
        columns={columns}
        rowKey={(s) => s.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            <StatusSelect value={status} onChange={(next) => (setStatus(next), setSelected([]))} />
            {can(Resource.PayGroup, Action.Create) && (
              <>
                <Button icon={<FileAddOutlined />} onClick={() => setApplying(true)}>
                  Apply Template
                </Button>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.payConditionsCreate)}>
                  New
                </Button>
              </>
            )}
            {can(Resource.PayGroup, Action.Delete) && <DeleteButton count={selected.length} onConfirm={remove} />}
          </>
        }
      />
      {applying && (
        <ApplyTemplateModal
          payGroups={payGroups.data ?? []}
          onClose={(id) => {
            setApplying(false);
            if (id) navigate(`/payconditions/${id}`);
          }}
        />
      )}
    </Card>
  );
}

interface ApplyFields {
  templateId: string;
  name: string;
  payGroupIds: string[];
}

/** Copies a template into the company's own set, with the pay types it pays under (made by code where missing). */
function ApplyTemplateModal({ payGroups, onClose }: { payGroups: Array<{ value: string; label: string }>; onClose: (id: string | null) => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const templates = useConditionTemplates();
  const [form] = Form.useForm<ApplyFields>();
  const [saving, setSaving] = useState(false);
  const templateId = Form.useWatch('templateId', form);
  const chosen = templates.data?.find((t) => t.id === templateId);

  async function apply() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const reply = await applyConditionTemplate(values);
      // A name another set has is answered 'exist' (as every catalogue save): nothing was applied, and the dialog stays.
      if (reply.message !== 'success') {
        message.warning(reply.message === 'exist' ? CONDITION_SET_NAME_TAKEN : reply.message);
        return;
      }
      message.success('The template is applied: check its figures, then edit them as your agreement says.');
      await queryClient.invalidateQueries({ queryKey: conditionKeys.sets });
      await queryClient.invalidateQueries({ queryKey: ['pay-types'] });
      onClose(reply.id ?? null);
    } catch (error) {
      message.warning(messageOf(error, 'Failed to apply the template.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title="Apply a Template" okText="Apply" onOk={() => void apply()} confirmLoading={saving} onCancel={() => onClose(null)} destroyOnHidden>
      <Alert type="warning" showIcon message={CONDITION_TEMPLATE_NOTICE} className={styles.notice} />
      <Form<ApplyFields> form={form} layout="vertical" initialValues={{ payGroupIds: [] }}>
        <Form.Item name="templateId" label="Template" rules={[requiredRule]}>
          <Radio.Group>
            <Space direction="vertical">
              {(templates.data ?? []).map((t) => (
                <Radio key={t.id} value={t.id} onChange={() => form.setFieldValue('name', t.name)}>
                  {t.name}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {chosen && (
          <Typography.Paragraph type="secondary">
            {chosen.source}, from {chosen.effectiveFrom}. Pays under: {chosen.payTypes.map((p) => `${p.name}`).join(', ')}.
          </Typography.Paragraph>
        )}
        <Form.Item name="name" label="Name of your copy" rules={[requiredRule, textRule('Name', 60)]}>
          <LimitedInput max={60} />
        </Form.Item>
        <Form.Item name="payGroupIds" label="Pay Groups">
          <MultiSelect aria-label="Pay Groups" options={payGroups} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

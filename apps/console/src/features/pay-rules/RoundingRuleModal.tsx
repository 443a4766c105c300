import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_ROUNDING_ROWS, nextRowStart, numberProblem, PAY_RULE_TEXT_LIMITS, ROUNDING_RANGE, ROUNDING_TEXTS, RoundingRule } from '@timekeep/contracts';
import { App, Button, Checkbox, Form, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { LimitedInput, LimitedTextArea, NumberInput } from '../../ui/inputs';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { saveRoundingRule } from './api';
import styles from './pay-rules.module.css';
import { IconButton } from '../../ui/IconButton';

type Row = { key: number; fromTime: number | null; toT: number | null; value: number | null };
interface Fields {
  name: string;
  description?: string;
  active: boolean;
}

/** A minute the row cannot take: blank, or outside 0 to 60 (document 3 §5). */
const outOfRange = (minute: number | null) => minute === null || numberProblem(minute, ROUNDING_RANGE) !== null;

/** The first problem with the rows, in the spec's words (document 3 §5), or null. */
function rowsProblem(rows: Row[]): string | null {
  if (!rows.length) return ROUNDING_TEXTS.none;
  if (rows.length > MAX_ROUNDING_ROWS) return ROUNDING_TEXTS.tooMany;
  for (const row of rows) {
    if ([row.fromTime, row.toT, row.value].some(outOfRange)) return ROUNDING_TEXTS.range;
    if ((row.toT as number) <= (row.fromTime as number)) return ROUNDING_TEXTS.toAfterFrom;
  }
  return null;
}

/** Rounding rule editor (document 3 §2): modal 700 wide, at most 20 rows, each row starting one above the previous end. */
export function RoundingRuleModal({ rule, onClose }: { rule: RoundingRule | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const editing = rule === 'new' ? null : rule;
  const [rows, setRows] = useState<Row[]>(editing ? editing.rules.map((r, i) => ({ key: i, ...r })) : [{ key: 0, fromTime: 0, toT: null, value: null }]);
  const [saving, setSaving] = useState(false);
  const edit = (key: number, change: Partial<Row>) => setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function save() {
    const values = await validated(form);
    if (!values) return;
    const problem = rowsProblem(rows);
    if (problem) {
      message.warning(problem);
      return;
    }
    setSaving(true);
    try {
      const rules = rows.map(({ fromTime, toT, value }) => ({ fromTime, toT, value }));
      const reply = await saveRoundingRule({ ...values, rules, ...(editing ? { id: editing.id, version: editing.version } : {}) });
      if (reply.message === 'exist') message.warning('Warning: Name has existed.');
      else if (reply.message !== 'success') message.warning(reply.message);
      else {
        message.success('Rounding Rule is saved successfully.');
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the Rounding Rule.'));
    } finally {
      setSaving(false);
    }
  }

  // A minute typed out of range stays as typed and is refused on the cell (a blank one only at save).
  const minute = (row: Row, field: 'fromTime' | 'toT' | 'value', label: string) => {
    const refused = row[field] !== null && outOfRange(row[field]);
    return (
      <Form.Item className={styles.roundingCell} validateStatus={refused ? 'error' : undefined} help={refused ? ROUNDING_TEXTS.range : undefined}>
        <NumberInput aria-label={`${label} ${row.key + 1}`} value={row[field]} onChange={(v) => edit(row.key, { [field]: v ?? null })} />
      </Form.Item>
    );
  };

  return (
    <Modal open width={700} title={editing ? 'Modify a Rounding Rule' : 'Create a new Rounding Rule'} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields> form={form} layout="vertical" initialValues={editing ? { name: editing.name, description: editing.description ?? undefined, active: editing.active } : { active: true }}>
        <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', PAY_RULE_TEXT_LIMITS.name)]}>
          <LimitedInput max={PAY_RULE_TEXT_LIMITS.name} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[textRule('Description', 500)]}>
          <LimitedTextArea max={500} />
        </Form.Item>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>Active</Checkbox>
        </Form.Item>
      </Form>
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'From (minute)', render: (_, row) => minute(row, 'fromTime', 'From') },
          { title: 'To (minute)', render: (_, row) => minute(row, 'toT', 'To') },
          { title: 'Round to (minute)', render: (_, row) => minute(row, 'value', 'Round to') },
          { title: '', width: 48, render: (_, row) => <IconButton type="text" danger icon={<DeleteOutlined />} label={`Remove row ${row.key + 1}`} onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))} tip="Remove" /> },
        ]}
      />
      <Space className={styles.addRow}>
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= MAX_ROUNDING_ROWS}
          onClick={() => setRows((current) => [...current, { key: Math.max(-1, ...current.map((r) => r.key)) + 1, fromTime: nextRowStart(current.map((r) => ({ toT: r.toT ?? 0 }))), toT: null, value: null }])}
        >
          Add row
        </Button>
      </Space>
    </Modal>
  );
}

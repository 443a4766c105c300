import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type PayCardDetail, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { App, Button, Card, Modal, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { DELETE_CONFIRM } from '../../ui/DeleteButton';
import { LimitedInput, NumberInput } from '../../ui/inputs';
import { textProblem } from '../../ui/validation';

/** The server's limit on a pay card row's notes (timesheet.controller). */
const NOTES_MAX = 500;
const notesProblem = (notes: string | null) => textProblem('Notes', NOTES_MAX, notes?.trim());
import { useActivePayTypes } from '../pay-rules/api';
import { deletePayCardDetails, keys, savePayCard, usePayCard } from './api';
import { hours } from './timesheet-rules';
import { codeText } from './use-sheet-write';
import styles from './timesheet.module.css';
import { IconButton } from '../../ui/IconButton';

/** Pay Card card (document 2 §2): Pay Type, Units, Eff Units, Updated By; Edit opens the PayCard Details dialog. */
export function PayCardCard({ employeeId, fromDate, toDate, editable, asOf }: { employeeId: string; fromDate: string; toDate: string; editable: boolean; asOf?: string }) {
  const card = usePayCard(employeeId, fromDate, toDate, asOf);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      size="small"
      title="Pay Card"
      className={styles.panel}
      extra={
        editable && (
          <Button size="small" icon={<EditOutlined />} disabled={!card.data} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {card.error ? (
        <Typography.Text type="danger">{messageOf(card.error)}</Typography.Text>
      ) : (
        <Table<PayCardDetail>
          size="small"
          aria-label="Pay Card"
          loading={card.isLoading}
          pagination={false}
          rowKey="id"
          dataSource={card.data?.details ?? []}
          columns={[
            { title: 'Pay Type', dataIndex: 'payTypeName' },
            { title: 'Units', dataIndex: 'units', align: 'right', render: (v: number) => hours(v) },
            { title: 'Eff Units', dataIndex: 'effUnits', align: 'right', render: (v: number) => hours(v) },
            { title: 'Updated By', dataIndex: 'modifiedName', render: (v: string | null) => v ?? '' },
          ]}
        />
      )}
      {editing && card.data && <PayCardDetailsModal employeeId={employeeId} fromDate={fromDate} toDate={toDate} onClose={() => setEditing(false)} />}
    </Card>
  );
}

interface Row {
  key: string;
  id: string | null;
  payTypeId: string | null;
  payTypeName: string;
  units: number;
  effUnits: number | null;
  notes: string | null;
  projectId: string | null;
  manualAdd: boolean;
}

let added = 0;

/**
 * PayCard Details (document 2 §4, §5): Eff Units and Notes editable; rows added with a pay type
 * (used ones disabled, leave types left out); only manually added rows may be deleted.
 */
function PayCardDetailsModal({ employeeId, fromDate, toDate, onClose }: { employeeId: string; fromDate: string; toDate: string; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const card = usePayCard(employeeId, fromDate, toDate).data;
  const payTypes = (useActivePayTypes().data?.items ?? []).filter((t) => !t.leaveStatus);
  const [edits, setEdits] = useState<Record<string, Partial<Row>>>({});
  const [newRows, setNewRows] = useState<Row[]>([]);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const stored: Row[] = (card?.details ?? []).map((d) => ({ key: d.id, ...d, ...edits[d.id] }));
  const rows = [...stored, ...newRows];
  const used = new Set(rows.map((r) => r.payTypeId));

  const change = (row: Row, patch: Partial<Row>) =>
    row.id ? setEdits({ ...edits, [row.key]: { ...edits[row.key], ...patch } }) : setNewRows(newRows.map((r) => (r.key === row.key ? { ...r, ...patch } : r)));

  const reload = () => queryClient.invalidateQueries({ queryKey: keys.timesheets });

  async function remove(row: Row) {
    if (!row.id) {
      setNewRows(newRows.filter((r) => r.key !== row.key));
      return;
    }
    try {
      const reply = await deletePayCardDetails(employeeId, [row.id]);
      if (reply.message === 'success') message.success(TIMESHEET_TEXTS.payCardSaved);
      else message.warning(codeText(reply.message));
    } catch (error) {
      message.error(messageOf(error, TIMESHEET_TEXTS.payDetailDeleteFailed));
    }
    await reload();
  }

  async function save() {
    if (!card) return;
    if (newRows.some((r) => !r.payTypeId)) {
      setMissing(true);
      return;
    }
    const tooLong = rows.map((r) => notesProblem(r.notes)).find(Boolean);
    if (tooLong) {
      message.error(tooLong);
      return;
    }
    setSaving(true);
    try {
      const reply = await savePayCard({
        employeeId,
        fromDate,
        version: card.version,
        details: rows.map((r) => ({ id: r.id, payTypeId: r.payTypeId as string, effUnits: r.effUnits, notes: r.notes?.trim() || null, projectId: r.projectId })),
      });
      if (reply.message !== 'success') message.warning(codeText(reply.message));
      else {
        message.success(TIMESHEET_TEXTS.payCardSaved);
        onClose();
      }
    } catch (error) {
      message.error(messageOf(error, TIMESHEET_TEXTS.payCardFailed));
    } finally {
      setSaving(false);
      await reload();
    }
  }

  return (
    <Modal open title="PayCard Details" width={820} okText="Save" onOk={save} okButtonProps={{ loading: saving }} onCancel={onClose}>
      <Table<Row>
        size="small"
        aria-label="PayCard Details"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          {
            title: 'Pay Type',
            dataIndex: 'payTypeName',
            width: 220,
            render: (name: string, row) =>
              row.id ? (
                name
              ) : (
                <Select
                  aria-label="Pay Type"
                  className={styles.payTypeSelect}
                  status={missing && !row.payTypeId ? 'error' : undefined}
                  showSearch
                  optionFilterProp="label"
                  value={row.payTypeId ?? undefined}
                  onChange={(id: string) => change(row, { payTypeId: id, payTypeName: payTypes.find((t) => t.id === id)?.name ?? '' })}
                  options={payTypes.map((t) => ({ value: t.id, label: t.name, disabled: used.has(t.id) && t.id !== row.payTypeId }))}
                />
              ),
          },
          { title: 'Units', dataIndex: 'units', align: 'right', width: 80, render: (v: number) => hours(v) },
          {
            title: 'Eff Units',
            dataIndex: 'effUnits',
            width: 120,
            render: (v: number | null, row) => <NumberInput aria-label={`Eff Units of ${row.payTypeName || 'the new row'}`} value={v} step={0.25} onChange={(value) => change(row, { effUnits: value ?? null })} />,
          },
          {
            title: 'Notes',
            dataIndex: 'notes',
            render: (v: string | null, row) => <LimitedInput aria-label={`Notes of ${row.payTypeName || 'the new row'}`} value={v ?? ''} max={NOTES_MAX} status={notesProblem(v) ? 'error' : undefined} onChange={(e) => change(row, { notes: e.target.value })} />,
          },
          {
            title: '',
            key: 'delete',
            width: 48,
            render: (_: unknown, row) =>
              row.manualAdd || !row.id ? (
                <Popconfirm title={DELETE_CONFIRM} okText="OK" cancelText="Cancel" onConfirm={() => remove(row)}>
                  <IconButton type="text" danger icon={<DeleteOutlined />} label={`Delete ${row.payTypeName || 'the new row'}`} tip="Delete" />
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {missing && newRows.some((r) => !r.payTypeId) && <Typography.Text type="danger">Choose a pay type.</Typography.Text>}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        className={styles.addRow}
        onClick={() => setNewRows([...newRows, { key: `new-${++added}`, id: null, payTypeId: null, payTypeName: '', units: 0, effUnits: null, notes: null, projectId: null, manualAdd: true }])}
      >
        Add
      </Button>
    </Modal>
  );
}

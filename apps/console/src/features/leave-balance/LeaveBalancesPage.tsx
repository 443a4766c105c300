import { DatePicker, Modal, Table, Typography, Button } from 'antd';
import type { LeaveBalanceRow, LedgerCause, ListQuery } from '@timekeep/contracts';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { fetchBalanceList, keys, useLedger } from './api';

const hours = (value: number) => value.toFixed(2);

/** What moved a balance, as a payroll officer says it. */
const CAUSES: Record<LedgerCause, string> = { opening: 'Opening balance', import: 'Imported balance', leaveApproved: 'Leave approved', leaveReleased: 'Approval undone' };

interface Figure {
  employeeId: string;
  employeeName: string;
  payTypeId: string;
  typeName: string;
  date: string;
}

/** The ledger lines behind one balance: each line's date, hours, what moved it and who. */
function LedgerModal({ figure, onClose }: { figure: Figure | null; onClose: () => void }) {
  const ledger = useLedger(figure && { employeeId: figure.employeeId, payTypeId: figure.payTypeId, date: figure.date });
  return (
    <Modal open={!!figure} title={figure ? `${figure.typeName}: ${figure.employeeName}` : ''} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      {ledger.error ? (
        <Typography.Text type="danger">{messageOf(ledger.error)}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            Balance on {figure?.date}: <strong>{ledger.data ? hours(ledger.data.balance) : '…'} h</strong>
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            loading={!ledger.data}
            pagination={false}
            scroll={{ x: true }}
            dataSource={ledger.data?.entries ?? []}
            locale={{ emptyText: 'Nothing has moved this balance yet.' }}
            columns={[
              { key: 'date', title: 'Date', dataIndex: 'date' },
              { key: 'hours', title: 'Hours', render: (_, e) => (e.hours > 0 ? `+${hours(e.hours)}` : hours(e.hours)) },
              { key: 'cause', title: 'What', render: (_, e) => (e.fileName ? `${CAUSES[e.cause]} (${e.fileName})` : CAUSES[e.cause]) },
              { key: 'actor', title: 'By', dataIndex: 'actor' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/**
 * Leave Balances (/leaveBalance/list; ours, ADR 0067): who holds how much of each leave type on a
 * date, paged on the server; each figure opens the ledger lines that make it. An employee sees her
 * own row only; the import's settings are under Settings.
 */
export function LeaveBalancesPage() {
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : dayjs().format('YYYY-MM-DD');
  const [types, setTypes] = useState<Array<{ id: string; name: string }>>([]);
  const [figure, setFigure] = useState<Figure | null>(null);
  const fetchPage = useCallback(
    async (query: ListQuery) => {
      const reply = await fetchBalanceList(date, query);
      setTypes((shown) => (JSON.stringify(shown) === JSON.stringify(reply.types) ? shown : reply.types));
      return reply;
    },
    [date],
  );
  const columns: DataColumn<LeaveBalanceRow>[] = [
    { key: 'employeeName', title: 'Employee', sortable: true },
    { key: 'payId', title: 'Pay ID', sortable: true },
    { key: 'departmentName', title: 'Department', sortable: true },
    ...types.map((t) => ({
      key: t.id,
      title: t.name,
      // In a file the figure is a number a spreadsheet can add up.
      text: (row: LeaveBalanceRow) => row.balances[t.id] ?? 0,
      render: (row: LeaveBalanceRow) => (
        <Button type="link" size="small" aria-label={`${t.name} ledger of ${row.employeeName}`} onClick={() => setFigure({ employeeId: row.employeeId, employeeName: row.employeeName, payTypeId: t.id, typeName: t.name, date })}>
          {hours(row.balances[t.id] ?? 0)}
        </Button>
      ),
    })),
  ];
  return (
    <>
      <PageTitle>Leave Balances</PageTitle>
      <DataTable<LeaveBalanceRow>
        tableId="leave-balances"
        // The file says the date its balances are as of, beside the day it was downloaded.
        title={`Leave Balances as of ${date}`}
        emptyText="Nobody you can see holds a leave balance as of this date. Choose another date, or import balances under Settings."
        queryKey={keys.list(date)}
        fetchPage={fetchPage}
        columns={columns}
        rowKey={(r) => r.employeeId}
        defaultSort={{ sort: 'employeeName', order: 'ascend' }}
        toolbar={
          <label>
            As of{' '}
            <DatePicker allowClear={false} value={dayjs(date)} onChange={(d) => d && setParams({ date: d.format('YYYY-MM-DD') }, { replace: true })} aria-label="As of" />
          </label>
        }
      />
      <LedgerModal figure={figure} onClose={() => setFigure(null)} />
    </>
  );
}

import { BULK_SCHEDULE_TEXTS, type BulkScheduleConflict, type ListQuery, type Page } from '@timekeep/contracts';
import { Button, Modal, Tag } from 'antd';
import { DataTable, type DataColumn } from '../../ui/DataTable';

type Row = BulkScheduleConflict & { key: string };

/** Document 3 §9: the schedule conflict modal is 700 wide. */
const WIDTH = 700;

const columns: DataColumn<Row>[] = [
  { key: 'employeeName', title: 'Employee', sortable: true },
  { key: 'shiftStart', title: 'Shift', sortable: true, render: (r) => `${r.shiftStart} – ${r.shiftEnd}` },
  {
    key: 'conflictStart',
    title: 'Conflicts with',
    render: (r) => (
      <>
        {r.conflictStart} – {r.conflictEnd} {r.prevConflict && <Tag>Previous day</Tag>}
      </>
    ),
  },
];

/** The rows as a page of the shared table: searched by employee, sorted, paged here (they came with the verify reply). */
function pageOf(rows: readonly Row[], query: ListQuery): Page<Row> {
  const search = query.search?.toLowerCase();
  const found = search ? rows.filter((r) => r.employeeName.toLowerCase().includes(search)) : [...rows];
  if (query.sort && query.order) {
    const key = query.sort as keyof BulkScheduleConflict;
    const sign = query.order === 'ascend' ? 1 : -1;
    found.sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
  }
  const from = (query.page - 1) * query.pageSize;
  return { items: found.slice(from, from + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
}

/**
 * 'Schedule time conflicts' (document 3 §2, §3 "Conflict row"): who already works when a new shift
 * would, and that shift (the previous day's, running over midnight, tagged). Nothing is generated.
 */
export function ScheduleConflictsModal({ conflicts, verifiedAt, onClose }: { conflicts: readonly BulkScheduleConflict[] | null; verifiedAt: number; onClose: () => void }) {
  if (!conflicts) return null;
  const rows = conflicts.map((c, i) => ({ ...c, key: `${c.employeeId}-${i}` }));
  return (
    <Modal open title={BULK_SCHEDULE_TEXTS.conflictsTitle} width={WIDTH} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <DataTable<Row>
        tableId="bulk-schedule-conflicts"
        title={BULK_SCHEDULE_TEXTS.conflictsTitle}
        emptyText="No conflicts."
        queryKey={['bulk-schedule-conflicts', verifiedAt]}
        fetchPage={async (query) => pageOf(rows, query)}
        columns={columns}
        rowKey={(r) => r.key}
      />
    </Modal>
  );
}

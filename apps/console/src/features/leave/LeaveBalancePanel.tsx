import { Card, Empty, Spin } from 'antd';
import { messageOf } from '../../api/http';
import { useLeaveBalance } from './api';
import styles from './leave.module.css';

/**
 * The timesheet's Leave Balance panel (document 2 §2, §3 "Leave balance"): each leave type's hours.
 * Read on the period's last day, so leave approved within the period is already taken off.
 */
export function LeaveBalancePanel({ employeeId, onDate, className }: { employeeId: string; onDate: string; className?: string }) {
  const balance = useLeaveBalance(employeeId, onDate);
  return (
    <Card size="small" title="Leave Balance" className={className}>
      <div aria-label="Leave balance">
        {balance.error ? (
          messageOf(balance.error)
        ) : !balance.data ? (
          <Spin />
        ) : balance.data.dataList.length ? (
          balance.data.dataList.map((b) => (
            <div key={b.paytypeId} className={styles.balanceLine}>
              <span>{b.name}</span>
              <strong>{b.time.toFixed(2)}</strong>
            </div>
          ))
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No leave balances" />
        )}
      </div>
    </Card>
  );
}

import type { EmployeeStatus } from '@timekeep/contracts';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<EmployeeStatus, string> = { Active: 'green', Inactive: 'orange', Terminated: 'default' };

/** An employee's status as the lists show it: Active green, Inactive orange, Terminated grey. */
export const EmployeeStatusTag = ({ status }: { status: EmployeeStatus }) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>;

import { LeftOutlined, RightOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Action, Resource, type TimesheetDto } from '@timekeep/contracts';
import { Avatar, Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { pictureUrl } from '../pictures/api';
import { oneDecimal } from './timesheet-rules';
import styles from './timesheet.module.css';
import { IconButton } from '../../ui/IconButton';

/**
 * User Info card (document 2 §2): previous and next employee, the Employee picker, name, Pay ID,
 * standard and guaranteed hours (1 decimal), pay group, department, schedule, rounding, the
 * period with its own previous and next, and View Details for those who may update employees.
 */
export function UserInfoCard({ sheet, onEmployee, onPicker, onPeriod, stepping }: { sheet: TimesheetDto; onEmployee: (direction: -1 | 1) => void; onPicker: () => void; onPeriod: (direction: -1 | 1) => void; stepping: boolean }) {
  const can = useCan();
  const settings = useCompanySettings().data;
  const e = sheet.employee;
  const name = `${e.firstName} ${e.lastName}`;
  return (
    <Card
      size="small"
      title="User Info"
      className={styles.panel}
      extra={
        <Space size={4}>
          <IconButton size="small" icon={<LeftOutlined />} label="Previous employee" disabled={stepping} onClick={() => onEmployee(-1)} />
          <Button size="small" icon={<TeamOutlined />} onClick={onPicker}>
            Employee
          </Button>
          <IconButton size="small" icon={<RightOutlined />} label="Next employee" disabled={stepping} onClick={() => onEmployee(1)} />
        </Space>
      }
    >
      <div className={styles.person}>
        <Avatar size={48} src={pictureUrl(e.avatarFileName)} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={5} className={styles.personName} aria-label="Employee name">
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">Pay ID {e.payId ?? '—'}</Typography.Text>
        </div>
        {can(Resource.Employee, Action.Update) && (
          <Link to={`${ROUTES.employeeUpdate}?id=${e.id}`} className={styles.viewDetails}>
            View Details
          </Link>
        )}
      </div>
      <Descriptions size="small" column={1} className={styles.facts}>
        <Descriptions.Item label={settings?.standardHoursDisplayName || 'Standard Hours'}>{oneDecimal(e.standardHours)}</Descriptions.Item>
        <Descriptions.Item label={settings?.guaranteedHoursDisplayName || 'Guaranteed Hours'}>{oneDecimal(e.guaranteedHours)}</Descriptions.Item>
        <Descriptions.Item label="Pay Group">{e.payGroupName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={settings?.structureName || 'Department'}>{e.departmentName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Schedule">{e.scheduleName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Rounding">{e.timeRoundingName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Period">
          <Space size={4}>
            <IconButton size="small" type="text" icon={<LeftOutlined />} label="Previous period (User Info)" onClick={() => onPeriod(-1)} />
            <span aria-label="Period">
              {sheet.fromT} ~ {sheet.toT}
            </span>
            <IconButton size="small" type="text" icon={<RightOutlined />} label="Next period (User Info)" onClick={() => onPeriod(1)} />
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

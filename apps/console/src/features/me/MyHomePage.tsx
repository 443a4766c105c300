import { CalendarOutlined, ClockCircleOutlined, FieldTimeOutlined, FileTextOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Action, Resource, type MyPeriod, type MyShift } from '@timekeep/contracts';
import { Alert, Button, Card, Col, List, Row, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { useCan, useCompanySettings } from '../../auth/api';
import { ROUTES } from '../../shared/paths';
import { PageTitle } from '../../ui/PageTitle';
import { punchStatusText, useWorkplaceTime } from '../../ui/workplace-time';
import { useLeaveBalance } from '../leave/api';
import { LEAVE_STATUS_COLORS } from '../leave/leave-rules';
import { OpenShiftsCard } from './OpenShiftsCard';
import { useMyRequests, useMyWork } from './api';
import { dayText, myShiftText as shiftText } from './shift-texts';
import { ShiftTradeModal } from './ShiftTradeModal';
import { ShiftTradesCard } from './ShiftTradesCard';
import { CalendarFeedModal } from './CalendarFeedModal';
import styles from './me.module.css';

const hoursText = (hours: number) => `${hours.toFixed(2)} h`;
const periodText = (p: MyPeriod) => `${dayText(p.fromDate)} – ${dayText(p.toDate)}`;

/**
 * The employee's home (ours: docs/decisions/0066-the-employees-home.md): where an Employee lands,
 * and the Me area of anyone whose account is an employee (`otherwise` is shown to an account that is none). Her status and the clock, her next
 * shifts, her hours, her balances and her requests; each card links to the screen behind it.
 */
export function MyHomePage({ otherwise }: { otherwise?: ReactNode }) {
  const work = useMyWork();
  const data = work.data;
  const now = useWorkplaceTime(data, work.dataUpdatedAt);
  const can = useCan();
  const settings = useCompanySettings().data;
  const showBalances = can(Resource.LeaveBalance, Action.Visible) && !!settings?.allowLeaveTime;
  const balances = useLeaveBalance(data?.employeeId, now?.date, showBalances);
  const requests = useMyRequests(data?.employeeId);
  const navigate = useNavigate();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [trading, setTrading] = useState<MyShift | null>(null);

  if (work.isError) return otherwise ?? <Alert type="info" showIcon message={messageOf(work.error)} />;
  if (!data || !now) return <Skeleton active />;
  const clockedIn = data.status === 'In';

  return (
    <>
      <PageTitle level={3}>{`Hello, ${data.employeeName.split(' ')[0]}`}</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={<span><ClockCircleOutlined /> Now</span>} aria-label="Now">
            <div className={styles.now}>
              <span className={styles.time} aria-label="Time now">{now.time}</span>
              <Tag color={clockedIn ? 'green' : undefined} className={styles.status}>{punchStatusText(data.status, data.since, now.date)}</Tag>
            </div>
            <Button type="primary" size="large" block icon={clockedIn ? <LogoutOutlined /> : <LoginOutlined />} onClick={() => navigate(ROUTES.clock)}>
              {clockedIn ? 'Clock out' : 'Clock in'}
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={<span><CalendarOutlined /> Next shifts</span>}
            aria-label="Next shifts"
            extra={
              <Button type="link" size="small" onClick={() => setCalendarOpen(true)}>
                Add to my calendar
              </Button>
            }
          >
            <List
              size="small"
              dataSource={data.nextShifts}
              locale={{ emptyText: 'No shifts in the next two weeks.' }}
              renderItem={(shift) => (
                <List.Item>
                  <span className={styles.day}>{shift.start.slice(0, 10) === now.date ? 'Today' : dayText(shift.start.slice(0, 10))}</span>
                  <span>{shiftText(shift)}</span>
                  <Typography.Text type="secondary">{shift.positionName ?? ''}</Typography.Text>
                  {/* One not begun may be offered or swapped (ADR 0079). In the row, not in List.Item's
                      actions, which would make each shift a list of its own for a screen reader. */}
                  {shift.start > `${now.date}T${now.time}` && (
                    <Button type="link" size="small" aria-label={`Offer or swap ${dayText(shift.date)} ${shiftText(shift)}`} onClick={() => setTrading(shift)}>
                      Offer or swap
                    </Button>
                  )}
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <OpenShiftsCard />
        <ShiftTradesCard employeeId={data.employeeId} />
        <Col xs={24} lg={12}>
          <Card size="small" title={<span><FieldTimeOutlined /> My hours</span>} aria-label="My hours" extra={<Link to={ROUTES.myTimesheet}>My timesheet</Link>}>
            <List
              size="small"
              dataSource={[
                { label: 'This pay period', period: data.current },
                { label: 'Last pay period', period: data.previous },
              ]}
              renderItem={({ label, period }) => (
                <List.Item>
                  <div>
                    <div>{label}</div>
                    <Typography.Text type="secondary">{periodText(period)}</Typography.Text>
                  </div>
                  <div className={styles.figure}>
                    {hoursText(period.hours)} {period.closed && <Tag>Closed</Tag>}
                  </div>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        {showBalances && (
          <Col xs={24} lg={12}>
            <Card size="small" title={<span><FileTextOutlined /> Leave balances</span>} aria-label="Leave balances">
              <List
                size="small"
                loading={balances.isLoading}
                dataSource={balances.data?.dataList ?? []}
                locale={{ emptyText: balances.error ? messageOf(balances.error) : 'No leave types hold a balance for you.' }}
                renderItem={(b) => (
                  <List.Item>
                    <span>{b.name}</span>
                    <span className={styles.figure}>{hoursText(b.time)}</span>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={12}>
          <Card size="small" title={<span><CalendarOutlined /> My leave requests</span>} aria-label="My leave requests" extra={<Link to={ROUTES.leaveList}>All requests</Link>}>
            <List
              size="small"
              loading={requests.isLoading}
              dataSource={requests.data ?? []}
              locale={{ emptyText: requests.error ? messageOf(requests.error) : 'No leave requests yet: ask for leave from Leave Requests.' }}
              renderItem={(r) => (
                <List.Item>
                  <div>
                    <div>{r.typeName}</div>
                    <Typography.Text type="secondary">
                      {r.fromDate === r.toDate ? dayText(r.fromDate) : `${dayText(r.fromDate)} – ${dayText(r.toDate)}`} · {r.textTotal} h
                    </Typography.Text>
                  </div>
                  <Tag color={LEAVE_STATUS_COLORS[r.leaveStatus]}>{r.leaveStatus}</Tag>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      {trading && <ShiftTradeModal shift={trading} onClose={() => setTrading(null)} />}
      <CalendarFeedModal open={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </>
  );
}

import { CalendarOutlined, ClockCircleOutlined, FieldTimeOutlined, FileTextOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Action, Resource, type MyPeriod, type MyShift } from '@timekeep/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, List, Row, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
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
import { keys as meKeys, proposeShiftTrade, useMyRequests, useMyWork } from './api';
import { ShiftTradesCard } from './ShiftTradesCard';
import { CalendarFeedModal } from './CalendarFeedModal';
import styles from './me.module.css';

const dayText = (date: string) => dayjs(date).format('ddd D MMM');
const shiftText = (shift: MyShift) => `${shift.start.slice(11, 16)} – ${shift.end.slice(11, 16)}`;
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
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();

  /** Her shift offered to the colleagues it fits: they see it, one accepts, her manager approves. */
  function offer(shift: MyShift) {
    modal.confirm({
      title: 'Offer this shift?',
      content: `${dayText(shift.date)} ${shiftText(shift)}: your colleagues who can take it are told; it stays yours until one accepts it (and your manager approves, where they do).`,
      okText: 'Offer',
      onOk: async () => {
        try {
          message.success((await proposeShiftTrade({ kind: 'offer', date: shift.date, sectionId: shift.sectionId })).message);
          await queryClient.invalidateQueries({ queryKey: meKeys.trades });
        } catch (error) {
          message.error(messageOf(error, 'The shift was not offered.'));
        }
      },
    });
  }

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
                <List.Item
                  actions={[
                    // One not begun may be offered to colleagues (ADR 0079).
                    shift.start > `${now.date}T${now.time}` && (
                      <Button key="offer" type="link" size="small" aria-label={`Offer ${dayText(shift.date)} ${shiftText(shift)}`} onClick={() => void offer(shift)}>
                        Offer
                      </Button>
                    ),
                  ].filter(Boolean)}
                >
                  <span className={styles.day}>{shift.start.slice(0, 10) === now.date ? 'Today' : dayText(shift.start.slice(0, 10))}</span>
                  <span>{shiftText(shift)}</span>
                  <Typography.Text type="secondary">{shift.positionName ?? ''}</Typography.Text>
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
      <CalendarFeedModal open={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </>
  );
}

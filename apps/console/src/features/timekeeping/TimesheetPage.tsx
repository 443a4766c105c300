import { CompressOutlined, ExpandOutlined, HistoryOutlined, LeftOutlined, ReloadOutlined, RightOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, type EmployeeRow, Resource, Role, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { Alert, App, Button, Card, Col, DatePicker, Empty, type GetRef, Progress, Row, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, messageOf } from '../../api/http';
import { useCan, useCompanySettings, useProfile } from '../../auth/api';
import { LeaveBalancePanel } from '../leave/LeaveBalancePanel';
import { LeaveModal, type LeaveTarget } from '../leave/LeaveModal';
import { NoAccessPage, NotFoundPage } from '../../ui/ResultPage';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { useJobRun } from '../../api/job-runs';
import { runPercent } from '../../ui/JobProgress';
import { keys, recalculate, useEmployeeOrder, useOwnEmployee, useTimesheet } from './api';
import { EmployeePickerModal } from './EmployeePickerModal';
import { HistoryDrawer } from './HistoryDrawer';
import { PayCardCard } from './PayCardCard';
import { type PairTarget, PunchPairModal } from './PunchPairModal';
import { PunchModal, type PunchTarget } from './PunchModal';
import { ShiftModal, type ShiftTarget } from './ShiftModal';
import { TimesheetGrid } from './TimesheetGrid';
import { hours, isEditable, neighbour, shiftPeriod } from './timesheet-rules';
import { UserInfoCard } from './UserInfoCard';
import styles from './timesheet.module.css';

/**
 * Timesheet (document 2 §2 "Timesheet screen"): the employee and period in the query string (id,
 * fromT, toT; without the dates the server answers the current pay period and they are put in),
 * period switcher, User Info, summary, Pay Card and the Punch record panel. Ours: As of, which
 * shows the timesheet as it stood at an instant (read-only), and the History drawer.
 */
export function TimesheetPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const profile = useProfile().data;
  const settings = useCompanySettings().data;
  const { formatDateTime } = useFormats();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const fromT = params.get('fromT') ?? undefined;
  const toT = params.get('toT') ?? undefined;
  const asOf = params.get('asOf') ?? undefined;
  const sheet = useTimesheet(id, fromT, toT, asOf);
  const order = useEmployeeOrder();
  const data = sheet.data;
  const [picking, setPicking] = useState(false);
  const [history, setHistory] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [punch, setPunch] = useState<PunchTarget | null>(null);
  const [pair, setPair] = useState<PairTarget | null>(null);
  const [shift, setShift] = useState<ShiftTarget | null>(null);
  const [leave, setLeave] = useState<LeaveTarget | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const asOfField = useRef<GetRef<typeof DatePicker>>(null);
  const run = useJobRun(runId).data;
  const running = !!runId && (!run || run.status === 'queued' || run.status === 'running');

  // Document 2 §4: editable when not read-only, not in a closed period, with UPDATE on timesheet; never for the Employee role.
  const mayUpdate = can(Resource.Timesheet, Action.Update);
  const editable = isEditable(data) && mayUpdate;
  const mayEditPunches = editable && profile?.roleName !== Role.Employee;
  // Leave is asked and changed by leave's own permissions, an employee's own included; never in a closed period or the past as of.
  const leaveOpen = !!data && !data.ptClosed && !data.asOf;
  const mayLeave = leaveOpen && can(Resource.Leave, Action.Create);
  const mayEditLeave = leaveOpen && can(Resource.Leave, Action.Update);
  const showBalance = can(Resource.LeaveBalance, Action.Visible) && !!settings?.allowLeaveTime;

  const go = (next: Record<string, string | undefined>, replace = false) =>
    setParams(Object.fromEntries(Object.entries({ id, fromT, toT, asOf, ...next }).filter((e): e is [string, string] => !!e[1])), { replace });

  // The current period the server chose is kept in the URL.
  useEffect(() => {
    if (!data || (fromT && toT) || asOf) return;
    // The answer stands for the dates it names too: the screen does not ask again.
    queryClient.setQueryData(keys.timesheet(data.employee.id, data.fromT, data.toT, undefined), data);
    go({ fromT: data.fromT, toT: data.toT }, true);
  }, [data]);

  // An Employee's timesheet is their own: it opens on it.
  const own = useOwnEmployee(!id && profile?.roleName === Role.Employee);
  useEffect(() => {
    if (!id && own.data) go({ id: own.data.id }, true);
  }, [id, own.data]);

  // The recalculation's end: the timesheet is read again.
  useEffect(() => {
    if (!run || !runId) return;
    if (run.status === 'completed') {
      message.success('The timesheet is recalculated.');
      void queryClient.invalidateQueries({ queryKey: keys.timesheets });
      setRunId(null);
    } else if (run.status === 'failed') {
      message.error(run.error ?? 'Failed to recalculate the timesheet.');
      setRunId(null);
    }
  }, [run, runId, message, queryClient]);

  if (!id && (own.isLoading || own.data)) return <Spin />;
  if (!id) {
    return (
      <Card>
        <PageTitle>Timesheet</PageTitle>
        <Empty description="Choose an employee">
          <Button type="primary" onClick={() => setPicking(true)}>
            Employee
          </Button>
        </Empty>
        <EmployeePickerModal open={picking} onCancel={() => setPicking(false)} onChoose={(e) => go({ id: e.id, fromT: undefined, toT: undefined, asOf: undefined })} />
      </Card>
    );
  }
  if (sheet.error instanceof ApiError && sheet.error.status === 404) return <NotFoundPage />;
  if (sheet.error instanceof ApiError && sheet.error.status === 403) return <NoAccessPage />;

  const period = (direction: -1 | 1) => data && go({ ...shiftPeriod(data.fromT, data.toT, direction), asOf: undefined });
  const openEmployee = (e: Pick<EmployeeRow, 'id' | 'paygroupId'>) => {
    // The same pay group shares the period shown; another one opens at its own current period.
    const samePeriods = data && e.paygroupId === data.employee.payGroupId;
    go({ id: e.id, fromT: samePeriods ? data.fromT : undefined, toT: samePeriods ? data.toT : undefined, asOf: undefined });
  };
  const stepEmployee = (direction: -1 | 1) => {
    const next = neighbour(order.data ?? [], id, direction);
    if (next) openEmployee(next);
  };
  async function startRecalculation() {
    if (!data) return;
    try {
      const reply = await recalculate(data.payrollTransferId, data.employee.id);
      setRunId(reply.job.id);
    } catch (error) {
      message.error(messageOf(error, 'Failed to recalculate the timesheet.'));
    }
  }

  const progress = runPercent(run);
  const name = data ? `${data.employee.firstName} ${data.employee.lastName}` : '';
  const span = showBalance ? 6 : 8;

  return (
    <Card className={styles.page}>
      <div className={styles.titleBar}>
        <PageTitle>Timesheet{name && ` · ${name}`}</PageTitle>
        <Space wrap>
          <Button icon={<LeftOutlined />} disabled={!data} onClick={() => period(-1)}>
            Previous Period
          </Button>
          <Typography.Text strong className={styles.periodText}>
            {data ? `${data.fromT} ~ ${data.toT}` : ''}
          </Typography.Text>
          <Button disabled={!data} onClick={() => period(1)}>
            Next Period <RightOutlined />
          </Button>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder="As of"
            aria-label="As of"
            needConfirm
            value={asOf ? dayjs(asOf) : null}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            ref={asOfField}
            onChange={(value) => {
              // Left focused, the field would give its typed text again when it loses focus (to Back to now, say).
              asOfField.current?.blur();
              go({ asOf: value ? value.toDate().toISOString() : undefined });
            }}
          />
          <Button icon={<HistoryOutlined />} disabled={!data} onClick={() => setHistory(true)}>
            History
          </Button>
        </Space>
      </div>
      {data?.asOf && (
        <Alert
          type="info"
          showIcon
          className={styles.banner}
          message={`This shows the timesheet as of ${formatDateTime(data.asOf)}: read-only.`}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => go({ asOf: undefined })}>
              Back to now
            </Button>
          }
        />
      )}
      {data?.ptClosed && !data.asOf && <Alert type="warning" showIcon className={styles.banner} message={TIMESHEET_TEXTS.closedPeriod} />}
      {sheet.error ? (
        <Alert type="error" showIcon message={messageOf(sheet.error)} />
      ) : !data ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : (
        <>
          <Row gutter={[16, 16]} className={styles.cards}>
            <Col xs={24} lg={span}>
              <UserInfoCard sheet={data} stepping={!order.data} onEmployee={stepEmployee} onPicker={() => setPicking(true)} onPeriod={period} />
            </Col>
            <Col xs={24} lg={span}>
              <Card size="small" title="Summary" className={styles.panel}>
                <div aria-label="Period totals" className={styles.summary}>
                  {data.totals.length ? (
                    data.totals.map((t) => (
                      <div key={t.payTypeId} className={styles.summaryLine}>
                        <span>{t.name}</span>
                        <strong>{hours(t.value)}</strong>
                      </div>
                    ))
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hours in this period" />
                  )}
                  {data.totals.length > 0 && (
                    <div className={`${styles.summaryLine} ${styles.summaryTotal}`}>
                      <span>Total hours</span>
                      <strong>{hours(data.totals.filter((t) => t.unit === 'hours').reduce((sum, t) => sum + t.value, 0))}</strong>
                    </div>
                  )}
                </div>
              </Card>
            </Col>
            <Col xs={24} lg={span}>
              <PayCardCard employeeId={data.employee.id} fromDate={data.fromT} toDate={data.toT} editable={editable && !asOf} asOf={data.asOf ?? undefined} />
            </Col>
            {showBalance && (
              <Col xs={24} lg={span}>
                <LeaveBalancePanel employeeId={data.employee.id} onDate={data.toT} className={styles.panel} />
              </Col>
            )}
          </Row>
          <Card
            size="small"
            title="Punch record"
            className={fullScreen ? styles.fullScreen : styles.punchPanel}
            extra={
              <Space>
                {running && (
                  <span className={styles.progress} aria-label="Recalculation progress">
                    <Progress percent={progress} size="small" status="active" />
                  </span>
                )}
                <Button icon={<SyncOutlined spin={running} />} disabled={!editable || running} onClick={startRecalculation}>
                  Recalculate
                </Button>
                <Button icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />} onClick={() => setFullScreen(!fullScreen)}>
                  {fullScreen ? 'Exit Full Screen' : 'Full Screen'}
                </Button>
              </Space>
            }
          >
            <TimesheetGrid
              sheet={data}
              editable={mayEditPunches}
              onPunch={setPunch}
              onPair={setPair}
              onShift={setShift}
              onLeave={mayLeave ? (day) => setLeave({ employee: { id: data.employee.id, name }, date: day }) : undefined}
              onEditLeave={mayEditLeave ? (leaveId) => setLeave({ id: leaveId }) : undefined}
            />
          </Card>
          <PunchModal target={punch} employeeId={data.employee.id} sheetVersion={data.version} defaultPositionId={data.employee.departmentId} onClose={() => setPunch(null)} />
          <PunchPairModal target={pair} employeeId={data.employee.id} sheetVersion={data.version} defaultPositionId={data.employee.departmentId} onClose={() => setPair(null)} />
          <ShiftModal target={shift} employeeId={data.employee.id} defaultBreakMinutes={data.employee.defaultBreakMinutes} defaultPositionId={data.employee.departmentId} onClose={() => setShift(null)} />
          <LeaveModal target={leave} onClose={() => setLeave(null)} />
          <HistoryDrawer open={history} onClose={() => setHistory(false)} employeeId={data.employee.id} fromT={data.fromT} toT={data.toT} name={name} />
        </>
      )}
      <EmployeePickerModal
        open={picking}
        onCancel={() => setPicking(false)}
        onChoose={(e) => {
          setPicking(false);
          openEmployee(e);
        }}
      />
    </Card>
  );
}

import { CalendarOutlined, CheckCircleFilled, CloudSyncOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PunchDto, PunchPairDto, TimesheetDayDto, TimesheetDto, WorkShiftDto } from '@timekeep/contracts';
import { Button, Empty, Tag, Tooltip, Typography } from 'antd';
import type { PairTarget } from './PunchPairModal';
import { PunchPlace } from './PunchPlace';
import type { PunchTarget } from './PunchModal';
import type { ShiftTarget } from './ShiftModal';
import { useCompanySettings } from '../../auth/api';
import { dayHeading, dayTypeOf, exceptionLabel, hours, pairExceptions, punchDeletion, shownWorkCode, wallTime } from './timesheet-rules';
import styles from './timesheet.module.css';
import { IconButton } from '../../ui/IconButton';

const DAY_TYPE_COLORS: Record<TimesheetDayDto['type'], string | undefined> = { Working: 'green', HOL: 'gold', OffDay: undefined, Absent: 'red', Leave: 'blue', NoData: undefined };
const DAY_TYPE_LABELS: Record<TimesheetDayDto['type'], string> = { Working: 'Working', HOL: 'Holiday', OffDay: 'Off Day', Absent: 'Absent', Leave: 'Leave', NoData: 'No Data' };

interface Actions {
  editable: boolean;
  onPunch: (target: PunchTarget) => void;
  onPair: (target: PairTarget) => void;
  onShift: (target: ShiftTarget) => void;
}

/** Leave on the grid: the Leave button per day for those who may create leave, a record's edit for those who may change it. */
interface LeaveActions {
  onLeave?: (day: string) => void;
  onEditLeave?: (leaveId: string) => void;
}

/**
 * The Punch record grid (document 2 §2): one column per day, headed 'ddd DD/MM' with the day type
 * beneath; New Shift and Leave, the day's shifts with their punch pairs, its leave, unscheduled
 * pairs, 'Add Shift Time' and the day's pay-type totals.
 */
export function TimesheetGrid({ sheet, ...actions }: { sheet: TimesheetDto } & Actions & LeaveActions) {
  const punches = new Map(sheet.timeSheets.flatMap((d) => d.punches).map((p) => [p.id, p]));
  return (
    <div className={styles.grid} role="grid" aria-label="Punch record">
      {sheet.timeSheets.map((day) => (
        <DayColumn key={day.day} day={day} punches={punches} {...actions} />
      ))}
    </div>
  );
}

function DayColumn({ day, punches, editable, onPunch, onPair, onShift, onLeave, onEditLeave }: { day: TimesheetDayDto; punches: Map<string, PunchDto> } & Actions & LeaveActions) {
  const heading = dayHeading(day.day);
  // An absent day says so beneath its heading already.
  const exceptions = day.exceptions.filter((e) => !(e === 'Absent' && day.type === 'Absent'));
  return (
    // A grid's row holds cells only (axe's aria-required-children): the day's heading is its row
    // header, and everything else its one cell. Divs: a section or header may not take those roles.
    <div className={styles.column} role="row" aria-label={heading}>
      <div className={styles.dayHeader} role="rowheader">
        <strong>{heading}</strong>
        <span className={styles.dayType}>
          <Tag color={DAY_TYPE_COLORS[day.type]} bordered={false}>
            {DAY_TYPE_LABELS[day.type]}
          </Tag>
          {day.holidayName && <small>{day.holidayName}</small>}
          {day.holidayMovedFrom && <small className={styles.dayNote}>Observed today for {dayHeading(day.holidayMovedFrom)}: not a working day for her then.</small>}
          {day.otherwiseWorkingDay && (
            <small className={styles.dayNote}>
              {day.otherwiseWorkingDay.owd ? 'Otherwise working day' : 'Not an otherwise working day'}: {day.otherwiseWorkingDay.reason}
            </small>
          )}
        </span>
      </div>
      <div className={styles.dayBody} role="gridcell">
        {editable && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => onShift({ day: day.day, shift: null, customScheduleId: day.workShifts[0]?.customScheduleId ?? null })} aria-label={`New Shift on ${heading}`}>
            New Shift
          </Button>
        )}
        {onLeave && (
          <Button size="small" icon={<CalendarOutlined />} onClick={() => onLeave(day.day)} aria-label={`Leave on ${heading}`}>
            Leave
          </Button>
        )}
        {exceptions.length > 0 && (
          <div className={styles.exceptions} aria-label={`Exceptions on ${heading}`}>
            {exceptions.map((e) => (
              <Tag key={e} color="red" bordered={false}>
                {exceptionLabel(e)}
              </Tag>
            ))}
          </div>
        )}
        {day.workShifts.map((shift) => (
          <ShiftCard key={shift.id} day={day} shift={shift} punches={punches} editable={editable} onPunch={onPunch} onPair={onPair} onShift={onShift} />
        ))}
        {[...(day.leaveRecord ? [day.leaveRecord] : []), ...day.hourLeaves].map((leave) => (
          <div key={leave.leaveId} className={styles.leave} aria-label={`Leave ${leave.desc}`}>
            <span>{leave.desc}</span>
            <small>{leave.fromTime && leave.toTime ? `${leave.fromTime} – ${leave.toTime}` : `${hours(leave.hours)} h`}</small>
            {onEditLeave && <IconButton type="text" size="small" icon={<EditOutlined />} label={`Modify the leave ${leave.desc} on ${heading}`} onClick={() => onEditLeave(leave.leaveId)} tip="Modify" />}
          </div>
        ))}
        {day.unScheduledPairs.length > 0 && (
          <div className={styles.unscheduled}>
            <Typography.Text type="secondary" className={styles.caption}>
              Unscheduled
            </Typography.Text>
            {day.unScheduledPairs.map((pair) => (
              <PairLine key={pair.id} day={day.day} pair={pair} punches={punches} editable={editable} onPunch={onPunch} onPair={onPair} />
            ))}
          </div>
        )}
        {editable && (
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => onPair({ day: day.day, pair: null })} aria-label={`Add Shift Time on ${heading}`}>
            Add Shift Time
          </Button>
        )}
        <div className={styles.dayTotals} aria-label={`Totals on ${heading}`}>
          {day.payTypeTimes.length ? (
            day.payTypeTimes.map((p) => (
              <div key={p.payTypeId} className={styles.totalLine}>
                <span>{p.name}</span>
                <strong>{hours(p.value)}</strong>
              </div>
            ))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hours" className={styles.noHours} />
          )}
        </div>
      </div>
    </div>
  );
}

function ShiftCard({ day, shift, punches, editable, onPunch, onPair, onShift }: { day: TimesheetDayDto; shift: WorkShiftDto; punches: Map<string, PunchDto> } & Actions) {
  const sch = `${shift.startTimeType === 'Previous' ? '(prev) ' : ''}${shift.startTime} – ${shift.endTime}${shift.endTimeType === 'NextDay' ? ' (+1)' : ''}`;
  return (
    <div className={styles.shift} aria-label={`Shift ${shift.startTime} to ${shift.endTime}`}>
      <div className={styles.shiftHead}>
        <span>
          <Typography.Text type="secondary" className={styles.caption}>
            Sch In – Sch Out
          </Typography.Text>
          <strong>{sch}</strong>
        </span>
        {editable && <IconButton type="text" size="small" icon={<EditOutlined />} label={`Modify Shift ${shift.startTime} to ${shift.endTime} on ${dayHeading(day.day)}`} onClick={() => onShift({ day: day.day, shift, customScheduleId: shift.customScheduleId })} tip="Modify" />}
      </div>
      <div className={styles.shiftFacts}>
        Break {hours(shift.deductTime / 60)} h · Work {hours(shift.workHours)} h
      </div>
      {shift.punchPairs.map((pair) => (
        <PairLine key={pair.id} day={day.day} pair={pair} punches={punches} editable={editable} onPunch={onPunch} onPair={onPair} />
      ))}
    </div>
  );
}

function PairLine({ day, pair, punches, editable, onPunch, onPair }: { day: string; pair: PunchPairDto; punches: Map<string, PunchDto> } & Omit<Actions, 'onShift'>) {
  const problems = pairExceptions(pair);
  const end = (id: string | null, local: string | null, exception: string | null, which: 'In' | 'Out') => {
    const punch = id ? punches.get(id) : undefined;
    const time = wallTime(local, day);
    if (!punch) {
      return editable ? (
        <Button type="link" size="small" danger className={styles.punchButton} onClick={() => onPunch({ day, punch: null, dayType: which === 'Out' && pair.ptimeIn ? dayTypeOf(pair.ptimeIn, day) : 'Today' })} aria-label={`Add the missing ${which} punch on ${dayHeading(day)}`}>
          Missing
        </Button>
      ) : (
        <Typography.Text type="danger">Missing</Typography.Text>
      );
    }
    const label = (
      <Tooltip title={exception ? exceptionLabel(exception) : punch.reason}>
        <span className={exception ? styles.exceptionTime : undefined}>{time}</span>
      </Tooltip>
    );
    // Named by the punch as recorded; when the time shown is the rounded one (or another day's), the
    // name says that too: what is seen is part of the name (WCAG 2.5.3).
    const shownAs = time === punch.punchTime ? '' : `, counted as ${time}`;
    return editable ? (
      <Button type="link" size="small" className={styles.punchButton} onClick={() => onPunch({ day, punch, deletion: punchDeletion(pair, punch) })} aria-label={`Punch ${which} ${punch.punchTime} on ${dayHeading(day)}${shownAs}`}>
        {label}
      </Button>
    ) : (
      label
    );
  };
  const inPunch = pair.inPunchId ? punches.get(pair.inPunchId) : undefined;
  const outPunch = pair.outPunchId ? punches.get(pair.outPunchId) : undefined;
  const placed = [inPunch, outPunch].some((p) => p?.punchLocation || p?.punchPhotoLocal);
  const mark = pair.approved && <CheckCircleFilled className={styles.approved} aria-label="Approved" />;
  return (
    <div className={styles.pair} aria-label={`Pair ${wallTime(pair.ptimeIn, day) || 'missing'} to ${wallTime(pair.ptimeOut, day) || 'missing'}`}>
      <div className={styles.pairLine}>
        <span className={styles.pairTimes}>
          {end(pair.inPunchId, pair.ptimeIn, pair.inException, 'In')}
          <span className={styles.dash}>–</span>
          {end(pair.outPunchId, pair.ptimeOut, pair.outException, 'Out')}
        </span>
        {!pair.inWorkCode && mark}
        <span className={styles.pairHours}>{hours(pair.worktime)}</span>
        {editable && <IconButton type="text" size="small" className={styles.pairEdit} icon={<EditOutlined />} label={`Punch Pair ${wallTime(pair.ptimeIn, day)} on ${dayHeading(day)}`} onClick={() => onPair({ day, pair })} tip="Modify" />}
      </div>
      {/* A punch the clock kept on its device while offline and sent later (ADR 0071): its reason says when it arrived. */}
      {[inPunch, outPunch].map(
        (p) =>
          p?.entry === 'Offline' && (
            <Tooltip key={p.id} title={p.reason}>
              <div className={styles.offlineNote} aria-label={`Recorded offline: ${p.reason ?? ''}`}>
                <CloudSyncOutlined /> {p.id === pair.inPunchId ? 'In' : 'Out'} recorded offline
              </div>
            </Tooltip>
          ),
      )}
      {pair.inWorkCode && (
        <div className={styles.pairCode}>
          {mark}
          <WorkCode day={day} pair={pair} editable={editable} onPair={onPair} />
        </div>
      )}
      {placed && (
        <div className={styles.pairPlaces}>
          {inPunch && <PunchPlace punch={inPunch} which="In" />}
          {outPunch && <PunchPlace punch={outPunch} which="Out" />}
        </div>
      )}
      {problems.length > 0 && (
        <div className={styles.pairExceptions}>
          {problems.map((e) => (
            <Tag key={e} color="red" bordered={false}>
              {exceptionLabel(e)}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A pair's work code, cut as document 2 §5 says, whole with its names on hover. Where the company
 * allows editing work codes (allowEditWorkCode) and the timesheet is editable, it opens the pair's
 * dialog, whose position, job and task change it.
 */
function WorkCode({ day, pair, editable, onPair }: { day: string; pair: PunchPairDto; editable: boolean; onPair: Actions['onPair'] }) {
  const codesEditable = !!useCompanySettings().data?.allowEditWorkCode;
  const code = pair.inWorkCode;
  if (!code) return null;
  const shown = shownWorkCode(code.desc, pair.approved);
  const title = (
    <>
      <div>{code.desc}</div>
      <div>{code.descDetail}</div>
    </>
  );
  return (
    <Tooltip title={title}>
      {editable && codesEditable ? (
        <Button type="link" size="small" className={styles.workCodeButton} aria-label={`Work code ${code.desc} on ${dayHeading(day)}`} onClick={() => onPair({ day, pair })}>
          {shown}
        </Button>
      ) : (
        <span aria-label={`Work code ${code.desc}`}>{shown}</span>
      )}
    </Tooltip>
  );
}

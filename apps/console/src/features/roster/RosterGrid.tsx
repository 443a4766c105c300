import { FieldTimeOutlined, LockOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { OFF_DAY_SHIFT, ROSTER_DEFAULT_COLOUR, type RosterDay, type RosterRow, type RosterSection } from '@timekeep/contracts';
import { Button, Dropdown, Empty, Input, Tooltip } from 'antd';
import { type CSSProperties, type KeyboardEvent, memo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { WarningIcon, WarningsMark } from '../../ui/marks';
import { dayHeading } from '../timekeeping/timesheet-rules';
import { amountText, type CellRef, type Dragged, hoursText, RULER_HOURS, rulerPlacement, shortTimesText, timesText } from './roster-rules';
import styles from './roster.module.css';

/** Document 2 §9 fixed widths; a row's height is what a day's ruler and its shifts take. */
export const ROW_HEIGHT = 68;

/** What a day cell holds as a drop target: where it is, whether it is closed, and how a screen reader names it. */
export interface CellTarget {
  cell: CellRef;
  closed: boolean;
  name: string;
}

/** A shift or off day taken off a cell by its Delete. */
export interface CellItem {
  cell: CellRef;
  workSectionId: string;
  offDay: boolean;
}

interface GridProps {
  rows: readonly RosterRow[];
  dates: readonly string[];
  /** Total Cost only when the reply carries it: it is absent for a reader who may not see pay rates. */
  budget: { totalHours: number; totalCost?: number } | null;
  search: string;
  onSearch: (search: string) => void;
  mayEdit: boolean;
  busy: boolean;
  onDelete: (item: CellItem) => void;
  onEmail: (row: RosterRow) => void;
  emailing: string | null;
}

const fullName = (e: RosterRow['employee']) => [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ');
/** A section without a colour of its own (a template's, one entered on the Employee schedule) is drawn in the primary colour. */
/** A shift's colour and place on the ruler: data, so set as CSS variables the stylesheet reads. */
const shiftVars = (colour: string | null | undefined, place?: { left: number; width: number }) => ({ '--shift-colour': colour ?? ROSTER_DEFAULT_COLOUR, ...(place ? { '--left': `${place.left}%`, '--width': `${place.width}%` } : {}) }) as CSSProperties;

/**
 * The roster grid (document 2 §2): Employee List with its search, Std Hrs, a column per day under a
 * 24-hour ruler, and with shift budget on Total Hours and Total Cost and a footer total. Rows are
 * virtualised (only those in view and a few either side are in the page), so 500 employees render
 * as fast as 20; the header, the first two columns, the totals and the footer stay in view.
 */
export function RosterGrid({ rows, dates, budget, search, onSearch, mayEdit, busy, onDelete, onEmail, emailing }: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const cost = budget?.totalCost !== undefined;

  return (
    <div ref={scroller} className={styles.grid} role="grid" aria-label="Roster" aria-rowcount={rows.length + 1}>
      <div className={styles.gridInner}>
        <div className={styles.headRow} role="row">
          <div className={`${styles.headCell} ${styles.employeeCol} ${styles.employeeHead} ${styles.sticky1}`} role="columnheader">
            <strong>Employee List</strong>
            <Input.Search size="small" allowClear placeholder="Search" aria-label="Search employees" defaultValue={search} onSearch={onSearch} onChange={(e) => !e.target.value && onSearch('')} />
          </div>
          <div className={`${styles.headCell} ${styles.stdCol} ${styles.number} ${styles.sticky2}`} role="columnheader">
            Std Hrs
          </div>
          {dates.map((date) => (
            <div key={date} className={`${styles.headCell} ${styles.dayCol} ${styles.dayHead}`} role="columnheader" aria-label={dayHeading(date)}>
              <div className={styles.dayTitle}>
                <span>{dayHeading(date).split(' ')[0]}</span> {dayHeading(date).split(' ')[1]}
              </div>
              <Ruler />
            </div>
          ))}
          {budget && (
            <>
              <div className={`${styles.headCell} ${styles.totalCol} ${styles.number} ${cost ? styles.stickyEnd1 : styles.stickyEnd2}`} role="columnheader">
                Total Hours
              </div>
              {cost && (
                <div className={`${styles.headCell} ${styles.totalCol} ${styles.number} ${styles.stickyEnd2}`} role="columnheader">
                  Total Cost
                </div>
              )}
            </>
          )}
        </div>
        {/* Spacers stand for the rows out of view, so the scroll bar is the whole roster's. */}
        <div style={{ height: before }} aria-hidden />
        {items.map((item) => (
          <EmployeeRow key={rows[item.index].employee.id} row={rows[item.index]} index={item.index} budget={!!budget} cost={cost} mayEdit={mayEdit} busy={busy} onDelete={onDelete} onEmail={onEmail} emailing={emailing === rows[item.index].employee.id} />
        ))}
        <div style={{ height: after }} aria-hidden />
        {/* The no-result variant: kept in view at the grid's left however wide the week is. */}
        {!rows.length && <Empty className={styles.noRows} description="No employees to roster for these filters." />}
        {budget && (
          <div className={styles.footRow} role="row" aria-label="Total">
            <div className={`${styles.footCell} ${styles.employeeCol} ${styles.sticky1}`} role="rowheader">
              Total
            </div>
            <div className={`${styles.footCell} ${styles.stdCol} ${styles.sticky2}`} />
            {dates.map((date) => (
              <div key={date} className={`${styles.footCell} ${styles.dayCol}`} />
            ))}
            <div className={`${styles.footCell} ${styles.totalCol} ${styles.number} ${cost ? styles.stickyEnd1 : styles.stickyEnd2}`} role="gridcell" data-total="hours">
              {amountText(budget.totalHours)}
            </div>
            {budget.totalCost !== undefined && (
              <div className={`${styles.footCell} ${styles.totalCol} ${styles.number} ${styles.stickyEnd2}`} role="gridcell" data-total="cost">
                {amountText(budget.totalCost)}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function Ruler() {
  return (
    <div className={styles.ruler} aria-hidden>
      {RULER_HOURS.map((hour) => (
        <div key={hour} className={styles.mark} style={{ '--at': `${(hour / 24) * 100}%` } as CSSProperties}>
          {/* Every mark is drawn, every other one numbered: 13 numbers do not fit 280 px legibly. */}
          {hour % 4 === 0 && <span>{hour}</span>}
        </div>
      ))}
    </div>
  );
}

interface RowProps {
  row: RosterRow;
  index: number;
  budget: boolean;
  cost: boolean;
  mayEdit: boolean;
  busy: boolean;
  onDelete: (item: CellItem) => void;
  onEmail: (row: RosterRow) => void;
  emailing: boolean;
}

/** One employee's row; kept from re-rendering unless its own data changes (a drag re-renders the board). */
const EmployeeRow = memo(function EmployeeRow({ row, index, budget, cost, mayEdit, busy, onDelete, onEmail, emailing }: RowProps) {
  const name = fullName(row.employee);
  // The week's compliance warnings, each with its day (ADR 0074).
  const warnings = row.scheduleRuleVoList.flatMap((d) => d.workSections.flatMap((s) => s.warnings.map((w) => ({ ...w, text: `${dayHeading(d.title)}: ${w.text}` }))));
  return (
    <div className={styles.row} role="row" aria-rowindex={index + 2} aria-label={name} data-roster-row>
      <div className={`${styles.cell} ${styles.employeeCol} ${styles.employeeCell} ${styles.sticky1}`} role="rowheader">
        <div className={styles.employeeName}>
          <strong title={name}>{name}</strong>
          <span>{row.employee.departmentName}</span>
        </div>
        <div className={styles.rowIcons}>
          {warnings.length > 0 && (
            <WarningsMark texts={warnings.map((w) => w.text)} blocking={warnings.some((w) => w.block)} label={`${warnings.length} roster ${warnings.length === 1 ? 'warning' : 'warnings'} for ${name}`} />
          )}
          <Tooltip title="Timesheet">
            <Link to={`${ROUTES.timesheet}?id=${row.employee.id}`} aria-label={`Timesheet of ${name}`}>
              <FieldTimeOutlined />
            </Link>
          </Tooltip>
          {/* Sending needs the roster's update right, as Send All does. */}
          {mayEdit && (
            <Tooltip title={row.employee.email ? 'Email the roster' : 'No email address'}>
              <Button type="link" size="small" icon={<MailOutlined />} aria-label={`Email the roster to ${name}`} disabled={!row.employee.email} loading={emailing} onClick={() => onEmail(row)} />
            </Tooltip>
          )}
        </div>
      </div>
      <div className={`${styles.cell} ${styles.stdCol} ${styles.numberCell} ${styles.sticky2}`} role="gridcell">
        {row.employee.standardHours === null ? '' : row.employee.standardHours.toFixed(1)}
      </div>
      {row.scheduleRuleVoList.map((day) => (
        <DayCell key={day.title} day={day} employeeId={row.employee.id} name={name} version={row.version} mayEdit={mayEdit} busy={busy} onDelete={onDelete} />
      ))}
      {budget && (
        <>
          {/* The totals are read with their column's header ("Total Hours") and row's: a name of their own would hide the number. */}
          <div className={`${styles.cell} ${styles.totalCol} ${styles.numberCell} ${cost ? styles.stickyEnd1 : styles.stickyEnd2}`} role="gridcell" data-total="hours">
            {amountText(row.totalHours)}
          </div>
          {cost && (
            <div className={`${styles.cell} ${styles.totalCol} ${styles.numberCell} ${styles.stickyEnd2}`} role="gridcell" data-total="cost">
              {row.totalCost === null || row.totalCost === undefined ? '' : amountText(row.totalCost)}
            </div>
          )}
        </>
      )}
    </div>
  );
});

interface DayProps {
  day: RosterDay;
  employeeId: string;
  name: string;
  version: number;
  mayEdit: boolean;
  busy: boolean;
  onDelete: (item: CellItem) => void;
}

/** A day of an employee: a drop target unless closed; its shifts drawn on the ruler and listed to drag or delete. */
function DayCell({ day, employeeId, name, version, mayEdit, busy, onDelete }: DayProps) {
  const cell: CellRef = { employeeId, ruleDate: day.title, version };
  const label = `${name} ${dayHeading(day.title)}`;
  const target: CellTarget = { cell, closed: day.isClosed, name: label };
  // A closed day still takes the drop so that it can say why it refuses it (document 2 §8).
  const { setNodeRef, isOver } = useDroppable({ id: `${employeeId}|${day.title}`, data: target, disabled: !mayEdit });
  const locked = day.isClosed || !mayEdit;
  const classes = [styles.cell, styles.dayCol, styles.day, day.virtual && styles.template, day.unpublished && styles.unpublished, day.unavailable && styles.unavailable, day.isClosed && styles.closed, isOver && !day.isClosed && styles.dayOver].filter(Boolean).join(' ');
  return (
    // No name of its own: a grid's cell is read with its row's and column's headers (the employee,
    // the day) and then what it holds; a name would hide the shifts it shows (WCAG 2.5.3, ADR 0072).
    // Each shift says where it is; a closed day is read-only.
    <div ref={setNodeRef} className={classes} role="gridcell" aria-readonly={day.isClosed || undefined} data-date={day.title}>
      {day.isClosed && <LockOutlined className={styles.closedMark} aria-hidden />}
      {day.unpublished && <span className={styles.visuallyHidden}>Unpublished change.</span>}
      {/* What she said of the date (ADR 0077): drawn in the corner, read in words, shown in full on hover. */}
      {day.unavailable && (
        <Tooltip title={day.unavailable}>
          <span className={styles.unavailableMark}>
            <StopOutlined aria-hidden />
            <span className={styles.visuallyHidden}>{`${day.unavailable}.`}</span>
          </span>
        </Tooltip>
      )}
      <div className={styles.track} aria-hidden>
        {day.isOffDay && <div className={`${styles.bar} ${styles.offDayBar}`} style={shiftVars(OFF_DAY_SHIFT.colorCode, { left: 0, width: 100 })} />}
        {day.workSections.map((section) => {
          const place = rulerPlacement(section);
          return <div key={section.id} className={[styles.bar, place.fromBefore && styles.fromBefore, place.intoNext && styles.intoNext].filter(Boolean).join(' ')} style={shiftVars(section.colorCode, place)} />;
        })}
      </div>
      <div className={styles.chips}>
        {day.isOffDay && <Chip cell={cell} item={{ kind: 'offDay' }} where={label} locked={locked} busy={busy} onDelete={onDelete} />}
        {day.workSections.map((section) => (
          <Chip key={section.id} cell={cell} item={{ kind: 'section', section }} where={label} locked={locked} busy={busy} onDelete={onDelete} />
        ))}
      </div>
    </div>
  );
}

type ChipItem = { kind: 'offDay' } | { kind: 'section'; section: RosterSection };

/** A shift (or the off day) on a day: dragged elsewhere to move it; its menu's Delete takes it off (document 2 §4). */
function Chip({ cell, item, where, locked, busy, onDelete }: { cell: CellRef; item: ChipItem; where: string; locked: boolean; busy: boolean; onDelete: (item: CellItem) => void }) {
  const [open, setOpen] = useState(false);
  const offDay = item.kind === 'offDay';
  const workSectionId = offDay ? OFF_DAY_SHIFT.id : item.section.id;
  // A section without a label (a template's, say) is named by its position, else by its times alone.
  const label = offDay ? OFF_DAY_SHIFT.labelName : item.section.labelName || item.section.departmentName || '';
  const times = offDay ? '' : timesText(item.section);
  const shortTimes = offDay ? '' : shortTimesText(item.section);
  const text = [label, times].filter(Boolean).join(' ');
  const warnings = offDay ? [] : item.section.warnings;
  const said = warnings.map((w) => w.text).join(' ');
  const dragged: Dragged = { kind: 'cell', cell, workSectionId, offDay, label: label || times };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `cell|${cell.employeeId}|${cell.ruleDate}|${workSectionId}`, data: { dragged, colour: offDay ? OFF_DAY_SHIFT.colorCode : item.section.colorCode, times }, disabled: locked || busy });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space picks it up (the drag's keys); Enter opens its menu.
    if (event.key === 'Enter' && !locked) setOpen(true);
    else listeners?.onKeyDown?.(event);
  };
  const chip = (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-roledescription="draggable shift"
      aria-label={`${text} on ${where}${said ? `. ${said}` : ''}`}
      className={[styles.chip, offDay && styles.offDay, locked && styles.locked, isDragging && styles.dragging].filter(Boolean).join(' ')}
      style={shiftVars(offDay ? OFF_DAY_SHIFT.colorCode : item.section.colorCode)}
      title={[`${text}${offDay ? '' : ` · ${hoursText(item.section.duration)} h`}`, ...warnings.map((w) => w.text)].join('\n')}
    >
      {warnings.length > 0 && <WarningIcon blocking={warnings.some((w) => w.block)} />}
      {label ? <strong>{label}</strong> : <strong>{shortTimes}</strong>}
      {label && shortTimes && <span>{shortTimes}</span>}
    </div>
  );
  if (locked) return chip;
  return (
    <Dropdown
      trigger={['click', 'contextMenu']}
      open={open}
      onOpenChange={setOpen}
      menu={{ items: [{ key: 'delete', label: 'Delete', danger: true, disabled: busy, onClick: () => onDelete({ cell, workSectionId, offDay }) }] }}
    >
      {chip}
    </Dropdown>
  );
}

import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { ScheduleRuleDto, WorkSectionDto } from '@timekeep/contracts';
import { App, Button, Dropdown, Tag } from 'antd';
import { ruleHours } from './schedule-rules';
import styles from './ScheduleGrid.module.css';

export type GridDay = Pick<ScheduleRuleDto, 'title' | 'isOffDay' | 'isClosed' | 'workSections'> & { key: string; note?: string };

/**
 * The days of a schedule side by side (document 1 §2): each column's header shows its title,
 * scheduled hours and a 'Day off' or 'Closed' marker and opens the day; each section card has
 * Modify Section and Delete Section (after confirmation); closed days are read-only.
 */
export function ScheduleGrid<D extends GridDay>({ days, hours = ruleHours, mayEdit, onDay, onNewSection, onSection, onDeleteSection }: {
  days: readonly D[];
  /** A day's hours: a template's are its sections' spans less their breaks; an employee's, what her timesheet pays. */
  hours?: (day: D) => number;
  mayEdit: boolean;
  onDay: (day: D) => void;
  onNewSection: (day: D) => void;
  onSection: (day: D, section: WorkSectionDto) => void;
  onDeleteSection: (day: D, section: WorkSectionDto) => void;
}) {
  const { modal } = App.useApp();
  const confirmDelete = (day: D, section: WorkSectionDto) =>
    modal.confirm({ title: 'Are you sure you want to delete it?', okText: 'OK', cancelText: 'Cancel', onOk: () => onDeleteSection(day, section) });
  return (
    <div className={styles.grid} role="grid" aria-label="Schedule days">
      {days.map((day) => (
        <div key={day.key} className={styles.column} role="row" aria-label={day.title}>
          <button type="button" className={styles.header} disabled={day.isClosed || !mayEdit} onClick={() => onDay(day)}>
            <strong>{day.title}</strong>
            <span>{hours(day).toFixed(2)} h</span>
            {day.note && <small>{day.note}</small>}
            {day.isOffDay && <Tag>Day off</Tag>}
            {day.isClosed && <Tag color="red">Closed</Tag>}
          </button>
          {day.workSections.map((section) => (
            <Dropdown
              key={section.id}
              trigger={['contextMenu', 'click']}
              disabled={!mayEdit || day.isClosed}
              menu={{
                items: [
                  { key: 'modify', label: 'Modify Section', onClick: () => onSection(day, section) },
                  { key: 'delete', label: 'Delete Section', danger: true, onClick: () => confirmDelete(day, section) },
                ],
              }}
            >
              <div className={styles.section} role="gridcell" aria-label={`${day.title} ${section.startTime} to ${section.endTime}`}>
                <span>
                  {section.startTimeType === 'Previous' && '(prev) '}
                  {section.startTime} - {section.endTime}
                  {section.endTimeType === 'NextDay' && ' (+1)'}
                </span>
                <small>Break {section.breakTime} min</small>
                <DownOutlined className={styles.more} />
              </div>
            </Dropdown>
          ))}
          {mayEdit && !day.isClosed && (
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => onNewSection(day)} aria-label={`New Section on ${day.title}`}>
              New Section
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

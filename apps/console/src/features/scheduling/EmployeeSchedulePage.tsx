import { useQueryClient } from '@tanstack/react-query';
import { Action, EmployeeScheduleDay, payOnFinishDayConflictText, Resource, Role, SCHEDULE_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { App, Button, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings, useOffered, useProfile } from '../../auth/api';
import { DateRangeInput } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { useActiveEmployees } from '../employee-picker/api';
import { HistoryButton } from '../history/HistoryButton';
import { keys, saveEmployeeSchedule, useEmployeeSchedule } from './api';
import { DayModal } from './DayModal';
import { newSectionRefusal, ruleHours, sortedSections } from './schedule-rules';
import { GridDay, ScheduleGrid } from './ScheduleGrid';
import { blankSection, SectionModal } from './SectionModal';
import styles from './scheduling.module.css';

type Day = EmployeeScheduleDay & GridDay & { useTemplate?: boolean; paidHours?: number };
const FORMAT = 'YYYY-MM-DD';

/**
 * Employee schedule (document 1 §2): an employee and a date range (last 7 days to today by
 * default, kept in the query string), their days as a grid, and Save once a day is changed. A
 * changed day becomes the employee's own, replacing the template's on that date.
 */
export function EmployeeSchedulePage() {
  const { message } = App.useApp();
  const settings = useCompanySettings().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  // Her schedule's History is her planners' (the server answers an Employee's own as out of reach).
  const mayReadHistory = useProfile().data?.roleName !== Role.Employee;
  const [params, setParams] = useSearchParams();
  const employeeId = params.get('employeeId') ?? undefined;
  const startDate = params.get('startDate') ?? dayjs().subtract(7, 'day').format(FORMAT);
  const endDate = params.get('endDate') ?? dayjs().format(FORMAT);
  const [search, setSearch] = useState('');
  const employees = useActiveEmployees(search);
  const schedule = useEmployeeSchedule(employeeId, startDate, endDate);
  const [changed, setChanged] = useState<Map<string, Day>>(new Map());
  const [day, setDay] = useState<Day | null>(null);
  const [editing, setEditing] = useState<{ day: Day; section: WorkSectionDto } | null>(null);
  const [saving, setSaving] = useState(false);
  const mayEdit = can(Resource.Schedule, Action.Update);
  // The employee form is opened from the employees list: an employee signed in has neither.
  const mayOpenEmployee = useOffered(ROUTES.employeeList);
  const mayOpenTimesheet = can(Resource.Timesheet, Action.Visible);

  // The same dates are the same value: a re-render (the schedule's read landing, say) does not wipe a date being typed.
  const range = useMemo((): [Dayjs, Dayjs] => [dayjs(startDate), dayjs(endDate)], [startDate, endDate]);

  const choose = (next: Record<string, string | undefined>) => {
    const merged = { employeeId, startDate, endDate, ...next };
    // The address changes at once (flushSync), not in React Router's transition: the range picker
    // submits what it holds two frames after its popup closes, and on a busy machine that landed in
    // the middle of the transition's render, which had already handed the picker the new range. It
    // took its own old range for a change and chose it: a preset was undone as soon as it was chosen.
    setParams(Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => !!e[1])), { flushSync: true });
    setChanged(new Map());
  };
  const days: Day[] = (schedule.data?.ruleVos ?? []).map((d) => changed.get(d.title) ?? { ...d, key: d.title, note: d.custom ? 'Own schedule' : undefined });
  const change = (next: Day) => setChanged(new Map(changed).set(next.title, { ...next, custom: true, useTemplate: false, note: 'Changed' }));
  // The template's day is shown once saved; until then the column says what will happen.
  const backToTemplate = (target: Day) => setChanged(new Map(changed).set(target.title, { ...target, isOffDay: false, workSections: [], custom: false, useTemplate: true, note: "Template's day on save" }));

  function newSection(target: Day) {
    const refusal = newSectionRefusal(target, !!settings?.multiShiftView);
    if (refusal) message.warning(refusal);
    else setEditing({ day: target, section: blankSection(0) });
  }
  function saveSection(section: WorkSectionDto) {
    if (!editing) return;
    const current = days.find((d) => d.key === editing.day.key) ?? editing.day;
    change({ ...current, workSections: sortedSections([...current.workSections.filter((s) => s.id !== section.id), section]) });
    setEditing(null);
  }
  async function save() {
    setSaving(true);
    try {
      const ruleVos = [...changed.values()].map(({ title, isOffDay, isClosed, workSections, useTemplate }) => (useTemplate ? { title, useTemplate } : { title, isOffDay, isClosed, workSections }));
      const reply = await saveEmployeeSchedule({ employeeId, ruleVos, version: schedule.data?.version });
      if (reply.message === 'payOnFinishDayConflicts') message.warning(payOnFinishDayConflictText(reply.employee ?? schedule.data?.employeeName ?? ''));
      else if (reply.message !== 'success') message.warning(SCHEDULE_TEXTS[reply.message as keyof typeof SCHEDULE_TEXTS] ?? reply.message);
      else {
        message.success(SCHEDULE_TEXTS.employeeSaved);
        setChanged(new Map());
        await queryClient.invalidateQueries({ queryKey: keys.employeeSchedule(employeeId, startDate, endDate) });
      }
    } catch (error) {
      message.error(messageOf(error, SCHEDULE_TEXTS.employeeSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <PageTitle>Employee Schedule</PageTitle>
      <Space wrap className={styles.toolbar}>
        <Select
          aria-label="Employee"
          placeholder="Employee"
          className={styles.employeeSelect}
          showSearch
          filterOption={false}
          onSearch={setSearch}
          value={employeeId}
          onChange={(id) => choose({ employeeId: id })}
          options={[
            ...(schedule.data && !employees.data?.items.some((e) => e.id === employeeId) ? [{ value: schedule.data.employeeId, label: schedule.data.employeeName }] : []),
            ...(employees.data?.items ?? []).map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` })),
          ]}
          notFoundContent={employees.isLoading ? <Spin size="small" /> : null}
        />
        <DateRangeInput
          block={false}
          aria-label="Date range"
          allowClear={false}
          value={range}
          onChange={(chosen) => chosen?.[0] && chosen[1] && choose({ startDate: chosen[0].format(FORMAT), endDate: chosen[1].format(FORMAT) })}
        />
        {/* The timesheet of the pay period holding the range's last day (today by default); the server answers that day with its period. */}
        {employeeId && mayOpenTimesheet && <Button onClick={() => navigate(`${ROUTES.timesheet}?id=${employeeId}&fromT=${endDate}`)}>Timesheet</Button>}
        {employeeId && mayOpenEmployee && <Button onClick={() => navigate(`${ROUTES.employeeUpdate}?id=${employeeId}`)}>Employee</Button>}
        {/* Every write of her days, draft and publish, with who did it (issue 33 §6). */}
        {employeeId && schedule.data && mayReadHistory && <HistoryButton kind="employeeSchedule" id={employeeId} title={`${schedule.data.employeeName}'s schedule`} />}
        {mayEdit && (
          <Button type="primary" disabled={!changed.size || saving} onClick={save}>
            Save
          </Button>
        )}
      </Space>
      {schedule.data && (
        <Typography.Paragraph type="secondary">
          {schedule.data.employeeName}: {schedule.data.scheduleName ?? 'no schedule template'}
        </Typography.Paragraph>
      )}
      {!employeeId ? (
        <Empty description="Choose an employee" />
      ) : schedule.error ? (
        <Typography.Text type="danger">{messageOf(schedule.error)}</Typography.Text>
      ) : !schedule.data ? (
        <Spin />
      ) : (
        <ScheduleGrid
          days={days}
          // What her timesheet pays for a day as saved; a day changed here and not yet saved shows its spans less their breaks.
          hours={(d) => (changed.has(d.title) || d.paidHours === undefined ? ruleHours(d) : d.paidHours)}
          mayEdit={mayEdit}
          onDay={setDay}
          onNewSection={newSection}
          onSection={(target, section) => setEditing({ day: target, section })}
          onDeleteSection={(target, section) => change({ ...target, workSections: target.workSections.filter((s) => s.id !== section.id) })}
        />
      )}
      <DayModal
        day={day}
        days={days}
        onCancel={() => setDay(null)}
        onSave={(next) => (change(next), setDay(null))}
        onUseTemplate={day && schedule.data?.ruleVos.find((d) => d.title === day.title)?.custom ? () => (backToTemplate(day), setDay(null)) : undefined}
      />
      <SectionModal section={editing?.section ?? null} title={editing?.section.id ? 'Modify Section' : 'New Section'} onCancel={() => setEditing(null)} onSave={saveSection} />
    </Card>
  );
}

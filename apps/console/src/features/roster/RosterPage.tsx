import { CloudUploadOutlined, CopyOutlined, MailOutlined, PrinterOutlined, ScheduleOutlined, SettingOutlined, SwapOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, Role, ROSTER_SORTS, ROSTER_TEXTS, type RosterPublishRequest, type RosterRow, type RosterShift, type RosterSort, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { Alert, App, Button, Card, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, messageOf, saveFile } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings, useOffered, useProfile } from '../../auth/api';
import { DateRangeInput, TreeMultiSelect } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { useDepartmentOptions } from '../structure/api';
import { useDebounced } from '../../shared/use-debounced';
import { AddShiftModal } from './AddShiftModal';
import { checkPeriodClose, deleteShift, drop, keys, printRoster, removeOffDay, removeSection, useRoster, useRosterSettings, useShiftLibrary } from './api';
import { CopyRosterModal } from './CopyRosterModal';
import { OpenShiftsDrawer } from './OpenShiftsDrawer';
import { ShiftTradesDrawer } from './ShiftTradesDrawer';
import { PublishRosterModal } from './PublishRosterModal';
import { RosterSettingsModal } from './RosterSettingsModal';
import { ACCESSIBILITY, collisions, usePointerScroll, useRosterSensors } from './dnd';
import { type Dragged, datesOf, dropCall, MAX_ROSTER_DAYS, replyText, weekOf } from './roster-rules';
import { type CellItem, type CellTarget, RosterGrid } from './RosterGrid';
import styles from './roster.module.css';
import { ShiftLibrary } from './ShiftLibrary';
import { ShiftModal } from './ShiftModal';
import { useRosterEmail } from './use-roster-email';

const DATE = 'YYYY-MM-DD';
const SORT_LABELS: Record<RosterSort, string> = { Department: 'Department', FirstName: 'First Name', LastName: 'Last Name' };

/** What a draggable carries: what it is, and how the dragged copy looks. */
interface DragData {
  dragged: Dragged;
  colour: string | null;
  times: string;
}

/**
 * The roster planner (document 2 §2 "Roster planner screen"): Send All, Print, Copy and Template;
 * the shift library; the Company Node, Sort and Date range filters (the current week by default,
 * kept in the address); the grid of employees by days. A shift or the Off Day is dragged from the
 * library or another cell onto a day, with the pointer or the keys; each drop is one call, and a
 * drop that lost the race to someone else's change reloads the grid (document 2 §5 "Dropping").
 */
export function RosterPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const settings = useCompanySettings().data;
  const departments = useDepartmentOptions();
  const [params, setParams] = useSearchParams();
  const week = weekOf(dayjs().format(DATE));
  const startDate = params.get('startDate') ?? week.startDate;
  const endDate = params.get('endDate') ?? week.endDate;
  const departmentIds = (params.get('departmentIds') ?? '').split(',').filter(Boolean);
  const sortParam = params.get('sortBy');
  const sortBy = (ROSTER_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as RosterSort) : null;
  const [employeeSearch, setEmployeeSearch] = useState('');
  const [shiftSearch, setShiftSearch] = useState('');
  const filter = { startDate, endDate, departmentIds, sortBy, search: useDebounced(employeeSearch, 300) };
  // The same dates are the same value: a re-render (a grid read, another filter) does not wipe a date being typed.
  const range = useMemo((): [Dayjs, Dayjs] => [dayjs(startDate), dayjs(endDate)], [startDate, endDate]);
  const roster = useRoster(filter);
  const library = useShiftLibrary(shiftSearch);
  const sensors = useRosterSensors();
  const autoScroll = usePointerScroll();
  const [active, setActive] = useState<DragData | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<RosterShift | null>(null);
  const [copying, setCopying] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [publishing, setPublishing] = useState<RosterPublishRequest | null>(null);
  const [openShifts, setOpenShifts] = useState(false);
  const [trading, setTrading] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const email = useRosterEmail(startDate, endDate);
  const publishes = !!useRosterSettings().data?.publishRosters;

  const mayEdit = can(Resource.Roster, Action.Update);
  // Open shifts and trades are planners' lists (an employee reads hers on her home): a role that reaches others.
  const plans = (useProfile().data?.roles ?? []).some((role) => role === Role.Admin || role === Role.Supervisor || role === Role.Superadmin);
  // Template opens the schedule templates: offered to those whose menu has them.
  const mayOpenTemplates = useOffered(ROUTES.scheduleList);
  const mayCreate = can(Resource.Roster, Action.Create);
  const mayDelete = can(Resource.Roster, Action.Delete);
  const maySetUp = can(Resource.Settings, Action.Update);
  const budget = !!settings?.isShiftBudgetEnabled;
  const dates = roster.data ? datesOf(roster.data.startDate, roster.data.endDate) : datesOf(startDate, endDate);

  const choose = (next: Record<string, string | null>) => {
    const merged = { startDate, endDate, departmentIds: departmentIds.join(','), sortBy, ...next };
    // The address changes at once (flushSync), not in React Router's transition: the range picker
    // submits what it holds two frames after its popup closes, and on a busy machine that landed in
    // the middle of the transition's render, which had already handed the picker the new range. It
    // took its own old range for a change and chose it: a preset was undone as soon as it was chosen.
    setParams(Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => !!e[1])), { flushSync: true });
  };
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: keys.grids }), [queryClient]);
  const refreshShifts = useCallback(() => queryClient.invalidateQueries({ queryKey: keys.library }), [queryClient]);

  /** A roster write's answer: the grid reloads after it; a drop that lost a race says so (409) and reloads too. */
  const write = useCallback(
    async (call: () => Promise<{ message?: string; success?: boolean }>, failed: string) => {
      setBusy(true);
      try {
        const reply = await call();
        if (reply.message !== 'success') message.warning(replyText(reply.message, failed));
        await refresh();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          message.warning(ROSTER_TEXTS.changedMeanwhile);
          await refresh();
        } else message.error(messageOf(error, failed));
      } finally {
        setBusy(false);
      }
    },
    [message, refresh],
  );

  async function onDragEnd({ active: from, over }: DragEndEvent) {
    setActive(null);
    const data = from.data.current as DragData | undefined;
    const target = over?.data.current as CellTarget | undefined;
    if (!data || !target) return;
    const call = dropCall(data.dragged, target.cell);
    if (!call) return;
    if (target.closed) {
      message.warning(TIMESHEET_TEXTS.closedPeriod);
      return;
    }
    await write(async () => {
      // Document 2 §7: asked first, so a closed pay period is refused before anything is sent.
      const { flag } = await checkPeriodClose(target.cell.employeeId, target.cell.ruleDate);
      return flag ? { message: 'closedPeriod' } : drop(call);
    }, call.failed);
  }

  const onDeleteItem = useCallback(
    (item: CellItem) =>
      write(
        () => (item.offDay ? removeOffDay(item.cell) : removeSection(item.cell, item.workSectionId)),
        item.offDay ? ROSTER_TEXTS.deleteOffDayFailed : ROSTER_TEXTS.deleteScheduleFailed,
      ),
    [write],
  );
  const sendEmail = email.send;
  const onEmail = useCallback((row: RosterRow) => void sendEmail(row.employee.id, []), [sendEmail]);

  function deleteLibraryShift(shift: RosterShift) {
    modal.confirm({
      title: 'Are you sure you want to delete this shift?',
      content: 'Shifts already on the roster stay as they are.',
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const reply = await deleteShift(shift.id);
          if (reply.message === 'success') message.success(ROSTER_TEXTS.shiftDeleted);
          else message.warning(reply.message);
          await refreshShifts();
        } catch (error) {
          message.error(messageOf(error, ROSTER_TEXTS.shiftDeleteFailed));
        }
      },
    });
  }

  function sendAll() {
    modal.confirm({
      title: 'Send the roster by email?',
      content: `Each employee shown gets their own roster for ${startDate} to ${endDate}.`,
      okText: 'Send',
      cancelText: 'Cancel',
      onOk: () => void email.send('all', departmentIds),
    });
  }

  async function print() {
    setPrinting(true);
    try {
      const { blob, fileName } = await printRoster({ sortBy, departmentIds, startDate, endDate });
      saveFile(blob, fileName === 'download' ? `roster-${startDate}.pdf` : fileName);
    } catch (error) {
      message.error(messageOf(error, ROSTER_TEXTS.printFailed));
    } finally {
      setPrinting(false);
    }
  }

  const rows = roster.data?.rows ?? [];
  // Where the company publishes rosters (ADR 0075): the days of the grid that wait to be published.
  const unpublished = rows.reduce((n, r) => n + r.scheduleRuleVoList.filter((d) => d.unpublished).length, 0);
  return (
    <Card>
      <div className={styles.toolbar}>
        <PageTitle>Roster</PageTitle>
        <Space wrap>
          {mayEdit && (
            <Button icon={<MailOutlined />} loading={email.sendingAll} onClick={sendAll} disabled={!rows.length}>
              Send All
            </Button>
          )}
          <Button icon={<PrinterOutlined />} loading={printing} onClick={() => void print()}>
            Print
          </Button>
          {mayEdit && (
            <Button icon={<CopyOutlined />} onClick={() => setCopying(true)}>
              Copy
            </Button>
          )}
          {mayOpenTemplates && (
            <Button icon={<ScheduleOutlined />} onClick={() => navigate(ROUTES.scheduleList)}>
              Template
            </Button>
          )}
          {plans && (
            <Button icon={<UsergroupAddOutlined />} onClick={() => setOpenShifts(true)}>
              Open Shifts
            </Button>
          )}
          {plans && (
            <Button icon={<SwapOutlined />} onClick={() => setTrading(true)}>
              Swaps
            </Button>
          )}
          {maySetUp && (
            <Button icon={<SettingOutlined />} onClick={() => setSettingUp(true)}>
              Settings
            </Button>
          )}
          {publishes && mayEdit && (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setPublishing({ startDate, endDate, departmentIds })}>
              {unpublished ? `Publish (${unpublished})` : 'Publish'}
            </Button>
          )}
        </Space>
      </div>
      <DndContext
        sensors={sensors}
        autoScroll={autoScroll}
        collisionDetection={collisions}
        accessibility={ACCESSIBILITY}
        onDragStart={({ active: a }: DragStartEvent) => setActive((a.data.current as DragData | undefined) ?? null)}
        onDragCancel={() => setActive(null)}
        onDragEnd={(event) => void onDragEnd(event)}
      >
        <div className={styles.board}>
          <ShiftLibrary
            shifts={library.data}
            loading={library.isLoading}
            onSearch={setShiftSearch}
            mayCreate={mayCreate}
            mayEdit={mayEdit}
            mayDelete={mayDelete}
            busy={busy}
            onNew={() => setEditing('new')}
            onEdit={(shift) => setEditing(shift.id)}
            onAddToEmployees={setAdding}
            onDelete={deleteLibraryShift}
          />
          <div className={styles.main}>
            <div className={styles.filters}>
              <TreeMultiSelect
                aria-label="Company Node"
                placeholder="Company Node"
                className={styles.companyNode}
                treeData={departments}
                showSearch
                treeNodeFilterProp="title"
                value={departmentIds}
                onChange={(ids) => choose({ departmentIds: (ids ?? []).join(',') })}
              />
              <Select<RosterSort>
                aria-label="Sort"
                placeholder="Sort"
                className={styles.sort}
                allowClear
                value={sortBy ?? undefined}
                onChange={(value) => choose({ sortBy: value ?? null })}
                options={ROSTER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              />
              <DateRangeInput
                block={false}
                aria-label="Date range"
                allowClear={false}
                value={range}
                disabledDate={(d, info) => !!info.from && Math.abs(d.diff(info.from, 'day')) >= MAX_ROSTER_DAYS}
                onChange={(range) => range?.[0] && range[1] && choose({ startDate: range[0].format(DATE), endDate: range[1].format(DATE) })}
              />
              {(roster.isFetching || busy) && <Spin size="small" />}
            </div>
            {roster.error ? (
              <Alert type="error" showIcon message={messageOf(roster.error)} />
            ) : roster.isPending ? (
              <div className={styles.empty}>
                <Spin />
              </div>
            ) : (
              <RosterGrid
                  rows={rows}
                  dates={dates}
                  budget={budget && roster.data ? { totalHours: roster.data.totalHours, totalCost: roster.data.totalCost } : null}
                  search={employeeSearch}
                  onSearch={setEmployeeSearch}
                  mayEdit={mayEdit}
                  busy={busy}
                  onDelete={onDeleteItem}
                  onEmail={onEmail}
                  emailing={email.sendingTo}
                />
            )}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {active && (
            <div className={styles.overlay} style={{ '--shift-colour': active.colour ?? '#A2A2A2' } as CSSProperties}>
              <strong>{active.dragged.kind === 'library' ? active.dragged.shift.labelName || 'Shift' : active.dragged.label}</strong>
              {active.times && <span>{active.times}</span>}
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <ShiftModal shiftId={editing} onClose={() => setEditing(null)} onSaved={() => void refreshShifts()} />
      <AddShiftModal shift={adding} departmentIds={departmentIds} defaultDate={startDate} onClose={() => setAdding(null)} onSaved={() => void refresh()} />
      <CopyRosterModal open={copying} departmentIds={departmentIds} onClose={() => setCopying(false)} onCopied={() => void refresh()} />
      <PublishRosterModal form={publishing} onClose={() => setPublishing(null)} onDone={() => void refresh()} />
      <RosterSettingsModal open={settingUp} onClose={() => setSettingUp(false)} />
      <OpenShiftsDrawer open={openShifts} startDate={startDate} endDate={endDate} library={library.data ?? []} mayEdit={mayEdit} onClose={() => setOpenShifts(false)} onChanged={() => void refresh()} />
      <ShiftTradesDrawer open={trading} mayEdit={mayEdit} onClose={() => setTrading(false)} onChanged={() => void refresh()} />
    </Card>
  );
}

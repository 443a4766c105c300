import { CalendarOutlined, DeleteOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type AvailabilityDto, type AvailabilityReply, sameJson } from '@timekeep/contracts';
import { Alert, App, Button, Card, Flex, List, Select, Skeleton, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { DateInput, LimitedInput, TimeInput } from '../../ui/inputs';
import { IconButton } from '../../ui/IconButton';
import { PageTitle } from '../../ui/PageTitle';
import { keys, saveMyAvailability, useMyAvailability } from './api';
import styles from './me.module.css';

type Pattern = AvailabilityDto['patterns'][number];
type Day = Pattern['days'][number];
type OneOff = AvailabilityDto['dates'][number];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const KINDS: Array<{ value: Day['kind']; label: string }> = [
  { value: 'available', label: 'Available' },
  { value: 'only', label: 'Only between' },
  { value: 'unavailable', label: 'Not available' },
];
const FREE_WEEK: Day[] = WEEKDAYS.map(() => ({ kind: 'available' }));
const NOTE_MAX = 200;

const dayText = (date: string) => dayjs(date).format('ddd D MMM YYYY');
const timeOf = (value: string) => dayjs(`2000-01-01T${value}`);
const hhmm = (value: Dayjs | null) => (value ? value.format('HH:mm') : null);
const oneOffText = (d: OneOff) => (d.from || d.to ? `${d.from ? `from ${d.from}` : ''}${d.from && d.to ? ' ' : ''}${d.to ? `until ${d.to}` : ''}` : 'All day');

/** The first Monday on or after a date: a new week starts there. */
const mondayFrom = (date: string) => {
  const day = dayjs(date);
  return day.add((8 - day.day()) % 7, 'day').format('YYYY-MM-DD');
};

/**
 * My Availability (ours: docs/decisions/0077-availability.md): the weeks and the dates she can and
 * cannot work, told to whoever plans her roster. What is sooner than the employer's notice is shown
 * as it stands and cannot be changed here (the server refuses it too): she adds a week from a later
 * date instead, or asks her manager.
 */
export function MyAvailabilityPage() {
  const reply = useMyAvailability();
  if (reply.isError) return <Alert type="info" showIcon message={messageOf(reply.error)} />;
  if (!reply.data) return <Skeleton active />;
  // Keyed by version: a save (or a change elsewhere) starts the form again from what is saved.
  return <AvailabilityForm key={reply.data.version} saved={reply.data} />;
}

function AvailabilityForm({ saved }: { saved: AvailabilityReply }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AvailabilityDto>(saved.availability);
  const [busy, setBusy] = useState(false);
  const { changeableFrom, noticeDays } = saved;
  const changed = !sameJson(draft, saved.availability);
  const tooSoon = (date: string) => date < changeableFrom;

  const patterns = [...draft.patterns].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const setPattern = (effectiveFrom: string, next: Pattern | null) =>
    setDraft((d) => ({ ...d, patterns: d.patterns.flatMap((p) => (p.effectiveFrom === effectiveFrom ? (next ? [next] : []) : [p])) }));
  function addWeek() {
    let from = mondayFrom(changeableFrom);
    while (draft.patterns.some((p) => p.effectiveFrom === from)) from = dayjs(from).add(7, 'day').format('YYYY-MM-DD');
    // A new week starts as the one in effect before it, so she changes only what differs.
    const before = patterns.filter((p) => p.effectiveFrom < from).at(-1);
    setDraft((d) => ({ ...d, patterns: [...d.patterns, { effectiveFrom: from, days: before?.days ?? FREE_WEEK }] }));
  }

  async function save() {
    setBusy(true);
    try {
      message.success((await saveMyAvailability(draft, saved.version)).message);
      await queryClient.invalidateQueries({ queryKey: keys.availability });
    } catch (error) {
      message.error(messageOf(error, 'Your availability was not saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle level={3}>My Availability</PageTitle>
      <Alert
        type="info"
        showIcon
        className={styles.notice}
        message={`Tell your managers when you can work. Changes need ${noticeDays} ${noticeDays === 1 ? "day's" : "days'"} notice: the first date you can change is ${dayText(changeableFrom)}. For a sooner change, ask your manager.`}
      />
      <Space direction="vertical" size={16} className={styles.stack}>
        <Card
          size="small"
          title={<span><ScheduleOutlined /> My weeks</span>}
          aria-label="My weeks"
          extra={
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={addWeek}>
              Add a week
            </Button>
          }
        >
          {patterns.length === 0 && <Typography.Text type="secondary">Available every day. Add a week to say the days or hours you cannot work from a date on.</Typography.Text>}
          {patterns.map((pattern) => (
            <WeekEditor
              key={pattern.effectiveFrom}
              pattern={pattern}
              locked={tooSoon(pattern.effectiveFrom)}
              taken={(date) => date !== pattern.effectiveFrom && draft.patterns.some((p) => p.effectiveFrom === date)}
              changeableFrom={changeableFrom}
              onChange={(next) => setPattern(pattern.effectiveFrom, next)}
            />
          ))}
        </Card>
        <DatesCard dates={draft.dates} changeableFrom={changeableFrom} onChange={(dates) => setDraft((d) => ({ ...d, dates }))} />
      </Space>
      <div className={styles.saveBar}>
        <Button onClick={() => setDraft(saved.availability)} disabled={!changed || busy}>
          Undo changes
        </Button>
        <Button type="primary" onClick={save} loading={busy} disabled={!changed}>
          Save
        </Button>
      </div>
    </>
  );
}

/** One week from a date on: each weekday free, not at all, or only between two times. Locked when it starts sooner than the notice. */
function WeekEditor({ pattern, locked, taken, changeableFrom, onChange }: { pattern: Pattern; locked: boolean; taken: (date: string) => boolean; changeableFrom: string; onChange: (next: Pattern | null) => void }) {
  const setDay = (index: number, day: Day) => onChange({ ...pattern, days: pattern.days.map((d, i) => (i === index ? day : d)) });
  const heading = `From ${dayText(pattern.effectiveFrom)}`;
  return (
    <section className={styles.week} aria-label={heading}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {locked ? (
          <Typography.Text strong>{heading}</Typography.Text>
        ) : (
          <Flex align="center" gap={8}>
            <Typography.Text strong className={styles.fromLabel}>
              From
            </Typography.Text>
            <DateInput
              aria-label="Week from"
              allowClear={false}
              value={dayjs(pattern.effectiveFrom)}
              disabledDate={(d) => d.format('YYYY-MM-DD') < changeableFrom || taken(d.format('YYYY-MM-DD'))}
              onChange={(d) => d && onChange({ ...pattern, effectiveFrom: d.format('YYYY-MM-DD') })}
            />
          </Flex>
        )}
        {locked ? <Typography.Text type="secondary">In effect</Typography.Text> : <IconButton label={`Remove the week ${heading.toLowerCase()}`} tip="Remove" icon={<DeleteOutlined />} onClick={() => onChange(null)} />}
      </Flex>
      {pattern.days.map((day, i) => (
        <div key={WEEKDAYS[i]} className={styles.weekday}>
          <span className={styles.weekdayName}>{WEEKDAYS[i]}</span>
          {locked ? (
            <Typography.Text>{day.kind === 'only' ? `Only ${day.from} – ${day.to}` : KINDS.find((k) => k.value === day.kind)?.label}</Typography.Text>
          ) : (
            <Flex gap={8} wrap className={styles.weekdayFields}>
              <Select<Day['kind']>
                aria-label={`${WEEKDAYS[i]} from ${dayText(pattern.effectiveFrom)}`}
                className={styles.kind}
                value={day.kind}
                options={KINDS}
                onChange={(kind) => setDay(i, kind === 'only' ? { kind, from: '09:00', to: '17:00' } : { kind })}
              />
              {day.kind === 'only' && (
                <Flex gap={4} align="center" className={styles.times}>
                  <TimeInput aria-label={`${WEEKDAYS[i]} from`} format="HH:mm" minuteStep={15} needConfirm={false} allowClear={false} value={timeOf(day.from)} onChange={(t) => t && setDay(i, { ...day, from: t.format('HH:mm') })} />
                  <span>–</span>
                  <TimeInput aria-label={`${WEEKDAYS[i]} until`} format="HH:mm" minuteStep={15} needConfirm={false} allowClear={false} value={timeOf(day.to)} onChange={(t) => t && setDay(i, { ...day, to: t.format('HH:mm') })} />
                </Flex>
              )}
            </Flex>
          )}
          {day.kind === 'only' && day.from >= day.to && <Typography.Text type="danger">The end of a time must be after its start.</Typography.Text>}
        </div>
      ))}
    </section>
  );
}

/** The dates she cannot work: all day or part of it, with a note; those sooner than the notice stay as they are. */
function DatesCard({ dates, changeableFrom, onChange }: { dates: OneOff[]; changeableFrom: string; onChange: (dates: OneOff[]) => void }) {
  const [adding, setAdding] = useState<{ date: Dayjs | null; allDay: boolean; from: Dayjs | null; to: Dayjs | null; note: string } | null>(null);
  const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date));
  const taken = new Set(dates.map((d) => d.date));
  const problem = !adding
    ? null
    : !adding.date
      ? 'Choose a date.'
      : taken.has(adding.date.format('YYYY-MM-DD'))
        ? 'Each date once: give a date one time you cannot work.'
        : !adding.allDay && !adding.from && !adding.to
          ? 'Give a time, or choose All day.'
          : !adding.allDay && adding.from && adding.to && !adding.from.isBefore(adding.to)
            ? 'The end of a time must be after its start.'
            : null;
  function add() {
    if (!adding?.date || problem) return;
    const note = adding.note.trim() || null;
    onChange([...dates, { date: adding.date.format('YYYY-MM-DD'), from: adding.allDay ? null : hhmm(adding.from), to: adding.allDay ? null : hhmm(adding.to), note }]);
    setAdding(null);
  }

  return (
    <Card
      size="small"
      title={<span><CalendarOutlined /> Dates I cannot work</span>}
      aria-label="Dates I cannot work"
      extra={
        !adding && (
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAdding({ date: null, allDay: true, from: null, to: null, note: '' })}>
            Add a date
          </Button>
        )
      }
    >
      {adding && (
        <div className={styles.addDate} role="group" aria-label="A date I cannot work">
          <Flex gap={8} wrap align="center">
            <DateInput aria-label="Date" value={adding.date} disabledDate={(d) => d.format('YYYY-MM-DD') < changeableFrom} onChange={(date) => setAdding({ ...adding, date })} />
            <Flex gap={8} align="center">
              <Switch aria-label="All day" checked={adding.allDay} onChange={(allDay) => setAdding({ ...adding, allDay })} />
              <span>All day</span>
            </Flex>
          </Flex>
          {!adding.allDay && (
            <Flex gap={4} align="center" className={styles.times}>
              <TimeInput aria-label="From" placeholder="From" format="HH:mm" minuteStep={15} needConfirm={false} value={adding.from} onChange={(from) => setAdding({ ...adding, from })} />
              <span>–</span>
              <TimeInput aria-label="Until" placeholder="Until" format="HH:mm" minuteStep={15} needConfirm={false} value={adding.to} onChange={(to) => setAdding({ ...adding, to })} />
            </Flex>
          )}
          <LimitedInput max={NOTE_MAX} aria-label="Note" placeholder="Note for your manager (optional)" value={adding.note} onChange={(e) => setAdding({ ...adding, note: e.target.value })} />
          {problem && adding.date !== null && <Typography.Text type="danger">{problem}</Typography.Text>}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setAdding(null)}>Cancel</Button>
            <Button type="primary" ghost onClick={add} disabled={!!problem}>
              Add
            </Button>
          </Flex>
        </div>
      )}
      <List
        size="small"
        dataSource={sorted}
        locale={{ emptyText: 'No dates: add one you cannot work, all day or part of it.' }}
        renderItem={(d) => (
          <List.Item
            actions={d.date < changeableFrom ? [] : [<IconButton key="remove" label={`Remove ${dayText(d.date)}`} tip="Remove" icon={<DeleteOutlined />} onClick={() => onChange(dates.filter((x) => x.date !== d.date))} />]}
          >
            <div>
              <div>{dayText(d.date)}</div>
              <Typography.Text type="secondary">{[oneOffText(d), d.note].filter(Boolean).join(' · ')}</Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}

import type { ClockTime, PunchStatus } from '@timekeep/contracts';
import { useEffect, useState } from 'react';

/**
 * One formatter per kind and zone, made once: making an Intl.DateTimeFormat costs far more than
 * using one (a phone's CPU spent 60 ms making them afresh on each render of the employee's home).
 */
function formatterOf(make: (zone: string) => Intl.DateTimeFormat): (zone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let formatter = made.get(zone);
    if (!formatter) made.set(zone, (formatter = make(zone)));
    return formatter;
  };
}

/** Wall time HH:mm, and the date yyyy-MM-dd, in a zone. */
const hourMinute = formatterOf((zone) => new Intl.DateTimeFormat('en-NZ', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const isoDate = formatterOf((zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));

export interface WorkplaceTime {
  /** HH:mm */
  time: string;
  /** yyyy-MM-dd */
  date: string;
}

/** The place's name in a zone id (Pacific/Auckland → Auckland), for "Auckland time". */
export const placeOfZone = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/**
 * The time at the workplace, ticking: the server's instant when it answered (`time.now`, received at
 * `receivedAt` on this device) moved on by the device's elapsed time, read in the workplace's zone.
 * A phone whose own clock is off, or set to another zone, still shows the time the punch will carry.
 * Null until the server has said (no company code yet).
 */
export function useWorkplaceTime(time: ClockTime | undefined, receivedAt: number): WorkplaceTime | null {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return time ? workplaceReading(time, receivedAt, tick) : null;
}

/**
 * The workplace's time at the device's `tick`, from the server's answer received at `receivedAt`.
 * The tick can be older than the answer (taken at mount, before the answer came): the clock never
 * shows a time before the one the server gave.
 */
export function workplaceReading(time: ClockTime, receivedAt: number, tick: number): WorkplaceTime {
  const serverNow = Date.parse(time.now) + Math.max(0, tick - receivedAt);
  return { time: hourMinute(time.timeZone).format(serverNow), date: isoDate(time.timeZone).format(serverNow) };
}

/** A punch's wall time (yyyy-MM-ddTHH:mm) as the clock says it: the time alone when it is today's. */
export function sinceText(since: string, today: string): string {
  return since.slice(0, 10) === today ? since.slice(11, 16) : `${since.slice(11, 16)} on ${since.slice(8, 10)}/${since.slice(5, 7)}`;
}

/** Whether someone is in or out and since when, as the clock and the employee's home say it. */
export function punchStatusText(status: PunchStatus, since: string | null, today: string): string {
  if (status === 'In') return `In since ${sinceText(since ?? '', today)}`;
  if (status === 'Out') return `Out since ${sinceText(since ?? '', today)}`;
  if (status === 'Leave') return 'On leave today';
  return 'Not punched in';
}

/** An instant's wall time HH:mm in a zone (the device's own zone when none is known yet). */
export function wallTimeIn(zone: string | undefined, instant: string): string {
  return (zone ? hourMinute(zone) : new Intl.DateTimeFormat('en-NZ', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(Date.parse(instant));
}

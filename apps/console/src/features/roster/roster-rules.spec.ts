import { OFF_DAY_SHIFT, ROSTER_TEXTS, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { amountText, copyRangeProblem, datesOf, dropCall, nextBox, pasteDateAllowed, replyText, RULER_HOURS, rulerPlacement, shortTimesText, timesText, weekOf } from './roster-rules';

const span = (startTime: string, endTime: string, startTimeType: 'Previous' | 'Today' | 'NextDay' = 'Today', endTimeType: 'Today' | 'NextDay' = 'Today') => ({ startTime, endTime, startTimeType, endTimeType });

describe('roster rules', () => {
  it('places a shift on the 24-hour ruler by its start and length', () => {
    expect(rulerPlacement(span('06:00', '14:30'))).toEqual({ left: 25, width: 35.42, fromBefore: false, intoNext: false });
    expect(rulerPlacement(span('00:00', '24:00'))).toEqual({ left: 0, width: 100, fromBefore: false, intoNext: false });
    expect(RULER_HOURS).toHaveLength(13);
    expect(RULER_HOURS.at(-1)).toBe(24);
  });

  it('clips a night shift at the day edge and says it runs on', () => {
    expect(rulerPlacement(span('22:00', '06:00', 'Today', 'NextDay'))).toEqual({ left: 91.67, width: 8.33, fromBefore: false, intoNext: true });
    expect(rulerPlacement(span('22:00', '06:00', 'Previous'))).toEqual({ left: 0, width: 25, fromBefore: true, intoNext: false });
  });

  it('writes the times with their day marks', () => {
    expect(timesText(span('08:00', '16:30'))).toBe('08:00 - 16:30');
    expect(timesText(span('22:00', '06:00', 'Previous'))).toBe('22:00 (prev) - 06:00');
    expect(timesText(span('18:00', '02:00', 'Today', 'NextDay'))).toBe('18:00 - 02:00 (+1)');
    expect(shortTimesText(span('18:00', '02:00', 'Today', 'NextDay'))).toBe('18:00-02:00+1');
    expect(amountText(31896)).toBe('31,896.00');
  });

  it('opens on the current week, Monday to Sunday', () => {
    expect(weekOf('2026-03-11')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(weekOf('2026-03-09')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(weekOf('2026-03-15')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    // Across a month and a summer-time change (Auckland's ends 5 April 2026).
    expect(weekOf('2026-04-05')).toEqual({ startDate: '2026-03-30', endDate: '2026-04-05' });
    expect(datesOf('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });

  it('offers paste dates that do not overlap the copied ones', () => {
    // One day copied: any other day.
    expect(pasteDateAllowed('2026-03-11', '2026-03-11', '2026-03-12')).toBe(true);
    expect(pasteDateAllowed('2026-03-11', '2026-03-11', '2026-03-11')).toBe(false);
    expect(pasteDateAllowed('2026-03-11', '2026-03-11', '2026-03-10')).toBe(true);
    // A week copied: the next week on, or a week that ends before it starts.
    expect(pasteDateAllowed('2026-03-09', '2026-03-15', '2026-03-16')).toBe(true);
    expect(pasteDateAllowed('2026-03-09', '2026-03-15', '2026-03-15')).toBe(false);
    expect(pasteDateAllowed('2026-03-09', '2026-03-15', '2026-03-02')).toBe(true);
    expect(pasteDateAllowed('2026-03-09', '2026-03-15', '2026-03-03')).toBe(false);
  });

  it("shows a write's answer in the spec's words", () => {
    expect(replyText('scheduleConflict', ROSTER_TEXTS.updateScheduleFailed)).toBe(ROSTER_TEXTS.conflict);
    expect(replyText('closedPeriod', ROSTER_TEXTS.updateScheduleFailed)).toBe(TIMESHEET_TEXTS.closedPeriod);
    expect(replyText('Choose a shift from the library.', ROSTER_TEXTS.updateScheduleFailed)).toBe('Choose a shift from the library.');
    expect(replyText(undefined, ROSTER_TEXTS.updateScheduleFailed)).toBe(ROSTER_TEXTS.updateScheduleFailed);
  });

  it('copies at most 31 days', () => {
    expect(copyRangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(copyRangeProblem('2026-03-01', '2026-04-01')).toBe(ROSTER_TEXTS.copyTooLong);
  });

  it('makes one call per drop: a library shift, the Off Day, or a move with where it came from', () => {
    const target = { employeeId: 'e2', ruleDate: '2026-03-10', version: 4 };
    expect(dropCall({ kind: 'library', shift: { id: 's1', labelName: 'Late' } }, target)).toEqual({
      path: '/standardshifts/handleScheduleByShift',
      body: { ...target, workSectionData: { id: 's1' } },
      failed: ROSTER_TEXTS.updateScheduleFailed,
    });
    expect(dropCall({ kind: 'library', shift: { id: OFF_DAY_SHIFT.id, labelName: 'Off Day' } }, target)?.path).toBe('/standardshifts/addOffDay');
    const cell = { employeeId: 'e1', ruleDate: '2026-03-09', version: 2 };
    expect(dropCall({ kind: 'cell', cell, workSectionId: 'w1', offDay: false, label: 'Late' }, target)?.body).toEqual({ ...target, from: { ...cell, workSectionId: 'w1' } });
    expect(dropCall({ kind: 'cell', cell, workSectionId: OFF_DAY_SHIFT.id, offDay: true, label: 'Off Day' }, target)?.path).toBe('/standardshifts/addOffDay');
    expect(dropCall({ kind: 'cell', cell, workSectionId: 'w1', offDay: false, label: 'Late' }, { ...cell })).toBeNull();
  });

  it('moves a keyboard drag to the next cell that way, keeping to the row', () => {
    const cell = (row: number, col: number) => ({ key: `${row}:${col}`, box: { left: 200 + col * 280, top: 100 + row * 64, width: 280, height: 64 } });
    const grid = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => cell(row, col)));
    const at = (row: number, col: number) => ({ left: 200 + col * 280 + 90, top: 100 + row * 64 + 20, width: 100, height: 24 });
    expect(nextBox('right', at(1, 0), grid)).toBe('1:1');
    expect(nextBox('left', at(1, 1), grid)).toBe('1:0');
    expect(nextBox('down', at(1, 1), grid)).toBe('2:1');
    expect(nextBox('up', at(1, 1), grid)).toBe('0:1');
    expect(nextBox('right', at(1, 2), grid)).toBeNull();
    // A shift picked up from the left of its cell: Right is the next day, not its own.
    expect(nextBox('right', { left: 200 + 280 + 4, top: 100 + 64 + 20, width: 100, height: 24 }, grid)).toBe('1:2');
    // From the library, left of the grid: the nearest cell of the first rows.
    expect(nextBox('right', { left: 10, top: 110, width: 100, height: 24 }, grid)).toBe('0:0');
  });
});

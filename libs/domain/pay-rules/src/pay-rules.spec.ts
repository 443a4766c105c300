import fc from 'fast-check';
import { EventType, NEW_PAY_GROUP, nextRowStart, OVERTIME_TYPES, PAY_GROUP_BREAK_TYPES, PAY_PERIODS, PAY_TYPE_TEXTS, ROUNDING_TEXTS } from '@timekeep/contracts';
import { decideDeletePayRule, decideSavePayRule, evolvePayRule, initialPayRuleState, PayRuleEvent, PayRuleState } from './catalogue';
import { checkHoliday, holidayKey, holidaysToSeed } from './holiday';
import { checkPayGroup } from './pay-group';
import { checkPayType, defaultPayTypeBodies, payTypeCategory } from './pay-type';
import { checkRoundingRule, RoundingRuleFields } from './rounding';
import { checkSkill } from './skill';

const quarter = { name: 'Nearest quarter', active: true, rules: [{ fromTime: 0, toT: 7, value: 0 }, { fromTime: 8, toT: 22, value: 15 }, { fromTime: 23, toT: 37, value: 30 }] };

describe('rounding rules', () => {
  it('numbers the rows in order and keeps the description', () => {
    const body = checkRoundingRule({ ...quarter, description: ' to the quarter ' });
    expect(body.fields).toEqual({
      description: 'to the quarter',
      rules: [
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
        { orderNumber: 2, fromTime: 8, toT: 22, value: 15 },
        { orderNumber: 3, fromTime: 23, toT: 37, value: 30 },
      ],
    });
  });

  it.each([
    ['no rows', [], ROUNDING_TEXTS.none],
    ['21 rows', Array.from({ length: 21 }, (_, i) => ({ fromTime: 0, toT: 1 + (i % 59), value: 0 })), ROUNDING_TEXTS.tooMany],
    ['To equal to From', [{ fromTime: 10, toT: 10, value: 0 }], ROUNDING_TEXTS.toAfterFrom],
    ['To above 60', [{ fromTime: 0, toT: 61, value: 0 }], ROUNDING_TEXTS.range],
    ['a negative value', [{ fromTime: 0, toT: 10, value: -1 }], ROUNDING_TEXTS.range],
    ['a fraction of a minute', [{ fromTime: 0, toT: 7.5, value: 0 }], ROUNDING_TEXTS.range],
  ])('refuses %s with the spec text', (_, rules, text) => {
    expect(() => checkRoundingRule({ ...quarter, rules })).toThrow(text);
  });

  it('accepts any 1-20 rows of whole minutes 0-60 with To after From, and nothing else', () => {
    const row = fc.record({ fromTime: fc.integer({ min: -5, max: 65 }), toT: fc.integer({ min: -5, max: 65 }), value: fc.integer({ min: -5, max: 65 }) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 22 }), (rules) => {
        const valid = rules.length >= 1 && rules.length <= 20 && rules.every((r) => [r.fromTime, r.toT, r.value].every((n) => n >= 0 && n <= 60) && r.toT > r.fromTime);
        let accepted = true;
        try {
          checkRoundingRule({ ...quarter, rules });
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(valid);
      }),
    );
  });

  it('starts a new row one above the previous end', () => {
    expect(nextRowStart([])).toBe(0);
    expect(nextRowStart([{ toT: 7 }, { toT: 22 }])).toBe(23);
    expect(nextRowStart([{ toT: 60 }])).toBe(60);
  });
});

describe('the pay-settings catalogue', () => {
  const apply = <F>(state: PayRuleState<F>, events: PayRuleEvent<F>[]) => events.reduce(evolvePayRule, state);

  it('records a save, nothing for the same save again, and refuses a taken name', () => {
    const body = checkRoundingRule(quarter);
    const saved = decideSavePayRule<RoundingRuleFields>('roundingRule', initialPayRuleState, 'r1', body, false);
    expect(saved).toEqual([{ type: EventType.RoundingRuleSaved, v: 1, data: { id: 'r1', ...body } }]);
    const state = apply(initialPayRuleState, saved);
    expect(decideSavePayRule('roundingRule', state, 'r1', checkRoundingRule(quarter), false)).toEqual([]);
    expect(() => decideSavePayRule('roundingRule', state, 'r1', body, true)).toThrow('exist');
  });

  it('keeps the system code of a seeded holiday when an admin edits it', () => {
    const seeded = apply(initialPayRuleState, decideSavePayRule('holiday', initialPayRuleState, 'h1', checkHoliday({ name: 'Matariki', date: '2026-07-10', alterdate: '2026-07-10' }, 'NZ:2026-07-10:Matariki'), false));
    const [event] = decideSavePayRule('holiday', seeded, 'h1', checkHoliday({ name: 'Matariki', date: '2026-07-10', alterdate: '2026-07-13' }), false);
    expect(event.data).toMatchObject({ systemCode: 'NZ:2026-07-10:Matariki', fields: { alterdate: '2026-07-13' } });
  });

  it('deletes only what nothing uses, naming it when in use', () => {
    const state = apply(initialPayRuleState, decideSavePayRule('roundingRule', initialPayRuleState, 'r1', checkRoundingRule(quarter), false));
    expect(() => decideDeletePayRule('roundingRule', state, 'r1', ['Aroha Ngata'])).toThrow(expect.objectContaining({ code: 'inUse', names: ['Nearest quarter'] }));
    const gone = apply(state, decideDeletePayRule('roundingRule', state, 'r1', []));
    expect(() => decideDeletePayRule('roundingRule', gone, 'r1', [])).toThrow('does not exist');
    expect(() => decideSavePayRule('roundingRule', gone, 'r1', checkRoundingRule(quarter), false)).toThrow('deleted');
  });
});

describe('holidays', () => {
  it('requires a name and real dates', () => {
    expect(() => checkHoliday({ name: ' ', date: '2026-12-25', alterdate: '2026-12-25' })).toThrow('This field is required.');
    expect(() => checkHoliday({ name: 'Xmas', date: '2026-02-30', alterdate: '2026-02-30' })).toThrow('yyyy-MM-dd');
  });

  it('seeds only what is missing, and leaves a company holiday of the same name and year alone', () => {
    const calendar = [
      { name: 'Christmas Day', date: '2026-12-25' },
      { name: 'Boxing Day', date: '2026-12-26' },
    ];
    const first = holidaysToSeed('NZ-WGN', calendar, [{ systemCode: null, key: holidayKey('christmas day', '2026-12-25') }]);
    expect(first.map((h) => [h.name, h.systemCode])).toEqual([['Boxing Day', 'NZ-WGN:2026-12-26:Boxing Day']]);
    const existing = first.map((h) => ({ systemCode: h.systemCode, key: holidayKey(h.name, h.fields.date) }));
    expect(holidaysToSeed('NZ-WGN', calendar.slice(1), existing)).toEqual([]);
  });

  it('seeding twice adds nothing the second time', () => {
    const day = fc.record({ name: fc.constantFrom('A', 'B', 'C'), date: fc.constantFrom('2026-01-01', '2026-06-01', '2027-01-01') });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 8 }), (calendar) => {
        const first = holidaysToSeed('NZ', calendar, []);
        const existing = first.map((h) => ({ systemCode: h.systemCode, key: holidayKey(h.name, h.fields.date) }));
        expect(holidaysToSeed('NZ', calendar, existing)).toEqual([]);
      }),
    );
  });
});

describe('pay types', () => {
  it('starts a new type with the spec defaults', () => {
    expect(checkPayType({ code: 'TRV', name: 'Travel' })).toMatchObject({ active: true, fields: { hideFromEmp: true, shouldExport: true, ctDay: 1, conversion: 'ctDay', payRateFactor: 1, isDefault: false } });
  });

  it('refuses a factor of 0 or less with the spec text, and allowance with leave', () => {
    expect(() => checkPayType({ code: 'X', name: 'X', payRateFactor: 0 })).toThrow(PAY_TYPE_TEXTS.incorrectNumberForm);
    expect(() => checkPayType({ code: 'X', name: 'X', isAllowance: true, leaveStatus: true })).toThrow('not both');
  });

  it('clears leave-only flags on other types, and keeps the code and default mark of a saved type', () => {
    expect(checkPayType({ code: 'X', name: 'X', paidLeave: true, hideBalance: true }).fields).toMatchObject({ paidLeave: false, hideBalance: false });
    const [annual] = defaultPayTypeBodies().filter((b) => b.fields.code === 'AL');
    expect(checkPayType({ code: 'CHANGED', name: 'Holiday Pay', leaveStatus: true }, annual.fields).fields).toMatchObject({ code: 'AL', isDefault: true });
  });

  it('gives every company ordinary time, overtime, holiday and the common leave types, unique by code and name', () => {
    const bodies = defaultPayTypeBodies();
    expect(bodies.map((b) => b.fields.code)).toEqual(expect.arrayContaining(['ORD', 'OT15', 'PH', 'ALT', 'AL', 'SL', 'UL']));
    expect(new Set(bodies.map((b) => b.fields.code)).size).toBe(bodies.length);
    expect(new Set(bodies.map((b) => b.name.toLowerCase())).size).toBe(bodies.length);
    expect(bodies.every((b) => b.fields.isDefault && b.systemCode === `default:${b.fields.code}`)).toBe(true);
    expect(bodies.filter((b) => b.fields.leaveStatus).map((b) => payTypeCategory(b.fields))).toEqual(expect.arrayContaining(['Leave']));
  });

  it('never deletes a system default', () => {
    const [ordinary] = defaultPayTypeBodies();
    const state = { body: ordinary, deleted: false };
    expect(() => decideDeletePayRule('payType', state, 'p1', [])).toThrow('system default');
  });
});

describe('pay groups', () => {
  const payTypes = new Map([
    ['al', { leave: true }],
    ['ot', { leave: false }],
  ]);
  const multi = { multiShift: true, allowManualPunch: false, payTypes };
  const weekly = { ...NEW_PAY_GROUP, name: 'Warehouse weekly', startTime: '2026-11-02' };

  it('takes the spec defaults as a valid group', () => {
    const body = checkPayGroup(weekly, multi);
    expect(body).toMatchObject({ name: 'Warehouse weekly', active: true, fields: { period: 'Weekly', shiftThreshold: 90, earlyArrivalThreshold: 90, skipHoliday: true, calculatePublicHoliday: true } });
    expect(body.fields).not.toHaveProperty('name');
  });

  it.each([
    ['a Monthly start day of 29', { period: 'Monthly' as const, startDayOfMonth: 29 }, '1 to 28'],
    ['Time of Day without a start time', { breakCalculationType: 'Time of Day' as const }, 'break start time'],
    ['Daily overtime without a threshold', { overtimeCalculationType: 'Daily' as const }, 'This field is required.'],
    ['Weekly overtime without a threshold', { overtimeCalculationType: 'Weekly' as const }, 'This field is required.'],
    ['auto leave without a pay type', { autoLeave: true }, 'This field is required.'],
    ['auto leave paid as overtime', { autoLeave: true, autoLeavePayTypeId: 'ot' }, 'must be a leave type'],
    ['a fractional threshold', { earlyArrivalThreshold: 7.5 }, 'whole minutes'],
  ])('refuses %s', (_, change, text) => {
    expect(() => checkPayGroup({ ...weekly, ...change }, multi)).toThrow(text);
  });

  it('needs no period threshold when standard hours are the threshold', () => {
    const body = checkPayGroup({ ...weekly, overtimeCalculationType: 'Weekly', useStandardHoursAsPeriodOvertimeThreshold: true, periodOvertimeThreshold: 40 }, multi);
    expect(body.fields).toMatchObject({ useStandardHoursAsPeriodOvertimeThreshold: true, periodOvertimeThreshold: null });
  });

  it('stores hidden fields as neutral values', () => {
    const body = checkPayGroup(
      { ...weekly, period: 'Weekly', startDayOfMonth: 15, breakStartTime: '12:00', dailyOvertimeThreshold: 8, calculatePublicHoliday: false, calculateAlternativeHoliday: true, hideApproveOT: true, supervisorMAOT: true, manualPunch: true },
      multi,
    );
    expect(body.fields).toMatchObject({ startDayOfMonth: 1, breakStartTime: null, dailyOvertimeThreshold: null, calculateAlternativeHoliday: false, supervisorMAOT: false, manualPunch: false });
  });

  it('in single-shift mode deducts the break after the work time, with no type to choose', () => {
    const single = { ...multi, multiShift: false };
    expect(checkPayGroup({ ...weekly, breakCalculationType: 'Time of Day', breakTime: 0.5, workTime: 5 }, single).fields.breakCalculationType).toBe('Hours at Work');
    expect(checkPayGroup({ ...weekly, breakCalculationType: 'Time of Day' }, single).fields.breakCalculationType).toBe('None');
  });

  it('a checked group checks to itself (saving it again records nothing)', () => {
    const group = fc.record({
      period: fc.constantFrom(...PAY_PERIODS),
      startDayOfMonth: fc.integer({ min: 1, max: 28 }),
      breakCalculationType: fc.constantFrom(...PAY_GROUP_BREAK_TYPES),
      breakStartTime: fc.constantFrom('12:00', '13:30'),
      overtimeCalculationType: fc.constantFrom(...OVERTIME_TYPES),
      dailyOvertimeThreshold: fc.integer({ min: 1, max: 12 }),
      periodOvertimeThreshold: fc.integer({ min: 1, max: 80 }),
      useStandardHoursAsPeriodOvertimeThreshold: fc.boolean(),
      calculatePublicHoliday: fc.boolean(),
      hideApproveOT: fc.boolean(),
      supervisorMAOT: fc.boolean(),
      multiShift: fc.boolean(),
    });
    fc.assert(
      fc.property(group, ({ multiShift, ...change }) => {
        const context = { ...multi, multiShift };
        const once = checkPayGroup({ ...weekly, ...change }, context);
        const twice = checkPayGroup({ ...once.fields, name: once.name, active: once.active }, context);
        expect(twice).toEqual(once);
      }),
    );
  });
});

describe('skills', () => {
  const allowances = new Set(['meal']);
  it('needs a name and a calculation type, and an allowance pay type when one is chosen', () => {
    expect(() => checkSkill({ name: '', active: true, payTypeId: null, allowanceCalculationType: 'eitherOnePerShift' }, allowances, true)).toThrow('This field is required.');
    expect(() => checkSkill({ name: 'Forklift', active: true, payTypeId: null, allowanceCalculationType: '' }, allowances, true)).toThrow('This field is required.');
    expect(() => checkSkill({ name: 'Forklift', active: true, payTypeId: 'ord', allowanceCalculationType: 'hoursWorkedForDay' }, allowances, true)).toThrow('allowance pay type');
  });

  it('is always active when new, and may be switched off later', () => {
    const input = { name: 'Forklift', active: false, payTypeId: 'meal', allowanceCalculationType: 'hoursWorkedForShift' };
    expect(checkSkill(input, allowances, true).active).toBe(true);
    expect(checkSkill(input, allowances, false)).toMatchObject({ active: false, fields: { payTypeId: 'meal', allowanceCalculationType: 'hoursWorkedForShift' } });
  });
});

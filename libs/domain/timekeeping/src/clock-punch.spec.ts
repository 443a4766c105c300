import { CLOCK_TEXTS } from '@timekeep/contracts';
import { ClockError, decideClockPunch, distanceMetres, Fence } from './clock-punch';

const yard: Fence = { id: 'yard', name: 'Yard', latitude: -36.8443, longitude: 174.7676, radius: 50 };
const office: Fence = { id: 'office', name: 'Office', latitude: -36.85, longitude: 174.76, radius: 100 };
const at = (latitude: number, longitude: number, accuracy = 10) => ({ latitude, longitude, accuracy });
/** An employee without No GPS or No Geo Fence. */
const FENCED = { noGPS: false, noGeoFence: false };

describe('the web clock punch', () => {
  it('measures a known distance within a metre', () => {
    // 0.001° of latitude is about 111 m anywhere.
    expect(Math.round(distanceMetres(at(-36.8443, 174.7676), at(-36.8453, 174.7676)))).toBe(111);
  });

  it('punches In at a workplace inside its fence, then Out when the in-punch is open', () => {
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(-36.8444, 174.7677), fences: [office, yard], policy: 'refuse', ...FENCED })).toEqual({
      direction: 'In',
      workPlaceId: 'yard',
      location: '-36.844400,174.767700',
      flag: null,
    });
    expect(decideClockPunch({ asked: 'Out', openIn: true, sinceLast: 3600, point: at(-36.85, 174.76), fences: [office, yard], policy: 'refuse', ...FENCED })).toMatchObject({ direction: 'Out', workPlaceId: 'office' });
  });

  it('counts a fix whose accuracy circle touches the fence, but no more than the fence radius of slack', () => {
    // 80 m from the yard's centre: 30 m beyond its 50 m fence.
    const near = at(-36.84502, 174.7676, 40);
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: near, fences: [yard], policy: 'refuse', ...FENCED }).workPlaceId).toBe('yard');
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: { ...near, accuracy: 5000 }, fences: [yard], policy: 'refuse', ...FENCED }).workPlaceId).toBe('yard');
    const far = at(-36.8463, 174.7676, 5000);
    expect(() => decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: far, fences: [yard], policy: 'refuse', ...FENCED })).toThrow(CLOCK_TEXTS.outsideFence);
  });

  it('flags a punch outside every fence when the company flags, naming the nearest workplace and how far', () => {
    const decision = decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(-36.8543, 174.7676), fences: [yard], policy: 'flag', ...FENCED });
    expect(decision).toMatchObject({ direction: 'In', workPlaceId: null, flag: 'Punched outside the assigned workplaces: 1.1 km from Yard.' });
  });

  it('refuses a second punch within a minute of the last, which the engine would set aside as a double read', () => {
    expect(() => decideClockPunch({ asked: null, openIn: true, sinceLast: 59, point: null, fences: [], policy: 'flag', ...FENCED })).toThrow(CLOCK_TEXTS.tooSoon);
    expect(decideClockPunch({ asked: null, openIn: true, sinceLast: 60, point: null, fences: [], policy: 'flag', ...FENCED }).direction).toBe('Out');
  });

  it('refuses a button that contradicts the day, and a fenced punch without a location when the company refuses', () => {
    expect(() => decideClockPunch({ asked: 'In', openIn: true, sinceLast: 3600, point: null, fences: [], policy: 'flag', ...FENCED })).toThrow(CLOCK_TEXTS.alreadyIn);
    expect(() => decideClockPunch({ asked: 'Out', openIn: false, sinceLast: null, point: null, fences: [], policy: 'flag', ...FENCED })).toThrow(CLOCK_TEXTS.notIn);
    expect(() => decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: null, fences: [yard], policy: 'refuse', ...FENCED })).toThrow(ClockError);
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: null, fences: [yard], policy: 'flag', ...FENCED }).flag).toBe('Punched without a location.');
    // No assigned workplace: nothing to check against.
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(0, 0), fences: [], policy: 'refuse', ...FENCED })).toMatchObject({ workPlaceId: null, flag: null, location: '0.000000,0.000000' });
  });

  describe("the employee's No GPS and No Geo Fence (ADR 0061)", () => {
    const punch = (point: ReturnType<typeof at> | null, policy: 'flag' | 'refuse', employee: { noGPS: boolean; noGeoFence: boolean }) =>
      decideClockPunch({ asked: null, openIn: false, sinceLast: null, point, fences: [yard], policy, ...employee });
    const outside = at(-36.8543, 174.7676);
    const inside = at(-36.8444, 174.7677);

    it('No GPS: a fenced employee without a location is neither flagged nor refused, under either policy', () => {
      for (const policy of ['flag', 'refuse'] as const) {
        expect(punch(null, policy, { noGPS: true, noGeoFence: false })).toEqual({ direction: 'In', workPlaceId: null, location: null, flag: null });
      }
    });

    it('No GPS: a location sent anyway is not kept, nor held against the fence', () => {
      expect(punch(outside, 'refuse', { noGPS: true, noGeoFence: false })).toEqual({ direction: 'In', workPlaceId: null, location: null, flag: null });
      expect(punch(inside, 'flag', { noGPS: true, noGeoFence: false })).toEqual({ direction: 'In', workPlaceId: null, location: null, flag: null });
    });

    it('No Geo Fence: outside every fence, or without a location, is neither flagged nor refused; the location is kept', () => {
      for (const policy of ['flag', 'refuse'] as const) {
        expect(punch(outside, policy, { noGPS: false, noGeoFence: true })).toEqual({ direction: 'In', workPlaceId: null, location: '-36.854300,174.767600', flag: null });
        expect(punch(null, policy, { noGPS: false, noGeoFence: true })).toEqual({ direction: 'In', workPlaceId: null, location: null, flag: null });
      }
    });

    it('No Geo Fence: a location inside a workplace still names it', () => {
      expect(punch(inside, 'refuse', { noGPS: false, noGeoFence: true })).toMatchObject({ workPlaceId: 'yard', location: '-36.844400,174.767700', flag: null });
    });

    it('still refuses a contradicting button and a double tap', () => {
      expect(() => decideClockPunch({ asked: 'Out', openIn: false, sinceLast: null, point: null, fences: [yard], policy: 'flag', noGPS: true, noGeoFence: true })).toThrow(CLOCK_TEXTS.notIn);
      expect(() => decideClockPunch({ asked: null, openIn: true, sinceLast: 10, point: null, fences: [yard], policy: 'flag', noGPS: true, noGeoFence: true })).toThrow(CLOCK_TEXTS.tooSoon);
    });
  });
});

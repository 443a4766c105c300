import { CLOCK_TEXTS } from '@timekeep/contracts';
import { ClockError, decideClockPunch, distanceMetres, Fence } from './clock-punch';

const yard: Fence = { id: 'yard', name: 'Yard', latitude: -36.8443, longitude: 174.7676, radius: 50 };
const office: Fence = { id: 'office', name: 'Office', latitude: -36.85, longitude: 174.76, radius: 100 };
const at = (latitude: number, longitude: number, accuracy = 10) => ({ latitude, longitude, accuracy });

describe('the web clock punch', () => {
  it('measures a known distance within a metre', () => {
    // 0.001° of latitude is about 111 m anywhere.
    expect(Math.round(distanceMetres(at(-36.8443, 174.7676), at(-36.8453, 174.7676)))).toBe(111);
  });

  it('punches In at a workplace inside its fence, then Out when the in-punch is open', () => {
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(-36.8444, 174.7677), fences: [office, yard], policy: 'refuse' })).toEqual({
      direction: 'In',
      workPlaceId: 'yard',
      location: '-36.844400,174.767700',
      flag: null,
    });
    expect(decideClockPunch({ asked: 'Out', openIn: true, sinceLast: 3600, point: at(-36.85, 174.76), fences: [office, yard], policy: 'refuse' })).toMatchObject({ direction: 'Out', workPlaceId: 'office' });
  });

  it('counts a fix whose accuracy circle touches the fence, but no more than the fence radius of slack', () => {
    // 80 m from the yard's centre: 30 m beyond its 50 m fence.
    const near = at(-36.84502, 174.7676, 40);
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: near, fences: [yard], policy: 'refuse' }).workPlaceId).toBe('yard');
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: { ...near, accuracy: 5000 }, fences: [yard], policy: 'refuse' }).workPlaceId).toBe('yard');
    const far = at(-36.8463, 174.7676, 5000);
    expect(() => decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: far, fences: [yard], policy: 'refuse' })).toThrow(CLOCK_TEXTS.outsideFence);
  });

  it('flags a punch outside every fence when the company flags, naming the nearest workplace and how far', () => {
    const decision = decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(-36.8543, 174.7676), fences: [yard], policy: 'flag' });
    expect(decision).toMatchObject({ direction: 'In', workPlaceId: null, flag: 'Punched outside the assigned workplaces: 1.1 km from Yard.' });
  });

  it('refuses a second punch within a minute of the last, which the engine would set aside as a double read', () => {
    expect(() => decideClockPunch({ asked: null, openIn: true, sinceLast: 59, point: null, fences: [], policy: 'flag' })).toThrow(CLOCK_TEXTS.tooSoon);
    expect(decideClockPunch({ asked: null, openIn: true, sinceLast: 60, point: null, fences: [], policy: 'flag' }).direction).toBe('Out');
  });

  it('refuses a button that contradicts the day, and a fenced punch without a location when the company refuses', () => {
    expect(() => decideClockPunch({ asked: 'In', openIn: true, sinceLast: 3600, point: null, fences: [], policy: 'flag' })).toThrow(CLOCK_TEXTS.alreadyIn);
    expect(() => decideClockPunch({ asked: 'Out', openIn: false, sinceLast: null, point: null, fences: [], policy: 'flag' })).toThrow(CLOCK_TEXTS.notIn);
    expect(() => decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: null, fences: [yard], policy: 'refuse' })).toThrow(ClockError);
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: null, fences: [yard], policy: 'flag' }).flag).toBe('Punched without a location.');
    // No assigned workplace: nothing to check against.
    expect(decideClockPunch({ asked: null, openIn: false, sinceLast: null, point: at(0, 0), fences: [], policy: 'refuse' })).toMatchObject({ workPlaceId: null, flag: null, location: '0.000000,0.000000' });
  });
});

import { fixedWindow } from './fixed-window-counter';

describe('fixedWindow', () => {
  const at = (iso: string) => Date.parse(iso);

  it('numbers windows from the epoch, so every instance counts in the same one', () => {
    expect(fixedWindow(60, at('2026-11-25T04:00:00Z')).index).toBe(fixedWindow(60, at('2026-11-25T04:00:59.999Z')).index);
    expect(fixedWindow(60, at('2026-11-25T04:01:00Z')).index).toBe(fixedWindow(60, at('2026-11-25T04:00:00Z')).index + 1);
    expect(fixedWindow(600, at('2026-11-25T04:09:59Z')).index).toBe(fixedWindow(600, at('2026-11-25T04:00:00Z')).index);
  });

  it('leaves the seconds to the window end, a whole window at its start and never 0', () => {
    expect(fixedWindow(60, at('2026-11-25T04:00:00Z')).secondsLeft).toBe(60);
    expect(fixedWindow(60, at('2026-11-25T04:00:15.500Z')).secondsLeft).toBe(45);
    expect(fixedWindow(60, at('2026-11-25T04:00:59.999Z')).secondsLeft).toBe(1);
    expect(fixedWindow(3600, at('2026-11-25T04:59:00Z')).secondsLeft).toBe(60);
  });
});

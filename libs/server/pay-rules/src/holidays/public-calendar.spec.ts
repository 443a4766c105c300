import { publicHolidays } from './public-calendar';

describe('the public holiday calendar', () => {
  const wellington2026 = publicHolidays('NZ', 'WGN', 2026);

  it("gives a region's public days and its own anniversary, without observances", () => {
    const names = wellington2026.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(["New Year's Day", 'Waitangi Day', 'Matariki', 'Christmas Day', 'Provincial anniversary day']));
    expect(names).not.toContain('Easter Sunday');
    expect(wellington2026.find((h) => h.name === 'Provincial anniversary day')?.date).toBe('2026-01-19');
    expect(publicHolidays('NZ', 'AUK', 2026).find((h) => h.name === 'Provincial anniversary day')?.date).toBe('2026-01-26');
  });

  it('turns a substitute day into its holiday’s alternative date rather than a holiday of its own', () => {
    expect(wellington2026.find((h) => h.name === 'ANZAC Day')).toEqual({ name: 'ANZAC Day', date: '2026-04-25', alterdate: '2026-04-27' });
    expect(wellington2026.find((h) => h.name === 'Boxing Day')).toEqual({ name: 'Boxing Day', date: '2026-12-26', alterdate: '2026-12-28' });
    expect(wellington2026.some((h) => h.name.includes('substitute'))).toBe(false);
    expect(wellington2026.find((h) => h.name === 'Christmas Day')).toEqual({ name: 'Christmas Day', date: '2026-12-25' });
  });
});

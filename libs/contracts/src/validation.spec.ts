import { numberProblem } from './validation';

describe('numberProblem', () => {
  const hours = { min: 0, max: 168, text: 'Hours must be between 0 and 168.' };

  it('answers the range of a number outside it, bounds included in the range', () => {
    expect([0, 37.5, 168].map((v) => numberProblem(v, hours))).toEqual([null, null, null]);
    expect([-0.01, 168.01, 999, NaN, Infinity].map((v) => numberProblem(v, hours))).toEqual(Array(5).fill(hours.text));
  });

  it('holds whole numbers whole and an exclusive minimum above it', () => {
    expect(numberProblem(1.5, { min: 1, max: 12, whole: true, text: 'whole' })).toBe('whole');
    expect(numberProblem(0, { min: 0, aboveMin: true, text: 'above' })).toBe('above');
    expect(numberProblem(0.01, { min: 0, aboveMin: true, text: 'above' })).toBeNull();
  });

  it('answers the first of several ranges the number falls outside', () => {
    const deduct = [{ min: 0, aboveMin: true, text: 'more than 0' }, { max: 24, text: 'at most 24' }];
    expect([numberProblem(0, deduct), numberProblem(30, deduct), numberProblem(4.5, deduct)]).toEqual(['more than 0', 'at most 24', null]);
  });
});

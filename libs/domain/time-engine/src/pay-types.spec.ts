import type { PayType } from '@timekeep/contracts';
import { MissingPayType, SYSTEM_PAY_TYPE_CODES, systemPayTypes } from './pay-types';

/** A company's pay types as the engine reads them: only the code, id and name matter here. */
const payTypes = (...codes: string[]) => codes.map((code) => ({ id: `id-${code}`, code, name: `Pay ${code}` }) as unknown as PayType);
const NO_CHOICES = { periodOvertimeCode: null, autoLeave: false, autoLeavePayTypeId: null };

describe('the system pay types the engine pays under', () => {
  it('finds each by its system code', () => {
    const found = systemPayTypes(payTypes(...Object.values(SYSTEM_PAY_TYPE_CODES)), NO_CHOICES);
    expect(found.overtime).toEqual({ id: 'id-OT15', name: 'Pay OT15' });
    expect(found.periodOvertime).toEqual(found.overtime);
  });

  it('refuses to pay a company that deleted one: MissingPayType naming the code, not silently wrong pay', () => {
    const codes = Object.values(SYSTEM_PAY_TYPE_CODES).filter((c) => c !== 'PHNW');
    const refusal = (() => {
      try {
        systemPayTypes(payTypes(...codes), NO_CHOICES);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(MissingPayType);
    expect(refusal).toMatchObject({ code: 'missingPayType', payTypeCode: 'PHNW', message: 'The company has no pay type with code PHNW.' });
  });
});

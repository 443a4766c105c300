import { CLOCK_KIOSK_TEXTS, KIOSK_SETTINGS_DEFAULTS } from '@timekeep/contracts';
import { decideArrival } from './clock-arrival';
import { ClockError } from './clock-punch';

const settings = KIOSK_SETTINGS_DEFAULTS;
const jane = { firstname: 'Jane', name: 'Jane Host', email: 'jane@acme.example.com' };

const refusal = (run: () => unknown): { kind: string; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof ClockError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('a visitor or contractor asking for a contact at the clock', () => {
  it('tells the contact, with the name on one line however it was typed', () => {
    expect(decideArrival({ name: '  Ana\r\nBcc: x@evil.example\tSmith ', type: 'Contractor' }, settings, jane)).toEqual({
      visitorName: 'Ana Bcc: x@evil.example Smith',
      type: 'Contractor',
      contact: jane,
    });
  });

  it('turns format characters into spaces too, so a name cannot reverse or hide text in the subject', () => {
    // U+202E (right-to-left override), U+200B (zero-width space), U+2060 (word joiner), U+FEFF (BOM).
    expect(decideArrival({ name: 'Ana\u202Eexe.txt\u200BSmith\u2060\uFEFF', type: 'Visitor' }, settings, jane).visitorName).toBe('Ana exe.txt Smith');
    expect(refusal(() => decideArrival({ name: '\u200B\u202E\u200D', type: 'Visitor' }, settings, jane))).toEqual({ kind: 'invalid', message: CLOCK_KIOSK_TEXTS.nameRequired });
  });

  it('wants a name of at most 100 characters', () => {
    expect(refusal(() => decideArrival({ name: ' \n ', type: 'Visitor' }, settings, jane))).toEqual({ kind: 'invalid', message: CLOCK_KIOSK_TEXTS.nameRequired });
    expect(decideArrival({ name: 'a'.repeat(100), type: 'Visitor' }, settings, jane).visitorName).toHaveLength(100);
    expect(refusal(() => decideArrival({ name: 'a'.repeat(101), type: 'Visitor' }, settings, jane))).toEqual({ kind: 'invalid', message: CLOCK_KIOSK_TEXTS.nameTooLong });
  });

  it("refuses a contact that is not the company's", () => {
    expect(refusal(() => decideArrival({ name: 'Ana', type: 'Visitor' }, settings, null))).toEqual({ kind: 'notFound', message: CLOCK_KIOSK_TEXTS.chooseContact });
  });

  it('refuses a kind of visitor the kiosk settings turn off', () => {
    expect(refusal(() => decideArrival({ name: 'Ana', type: 'Contractor' }, { ...settings, enableContractor: false }, jane))).toEqual({ kind: 'forbidden', message: CLOCK_KIOSK_TEXTS.typeOff });
    expect(decideArrival({ name: 'Ana', type: 'Visitor' }, { ...settings, enableContractor: false }, jane).type).toBe('Visitor');
  });
});

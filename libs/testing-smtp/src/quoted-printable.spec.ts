import { quotedPrintableDecoded } from './quoted-printable';

describe('quotedPrintableDecoded', () => {
  it('joins soft line breaks and reads ASCII escapes', () => {
    expect(quotedPrintableDecoded('<a href=3D"http://x/=\r\nreset">')).toBe('<a href="http://x/reset">');
  });

  it('reads a run of escapes as UTF-8, even across a soft line break', () => {
    expect(quotedPrintableDecoded('08:00=E2=80=9316:30')).toBe('08:00–16:30');
    expect(quotedPrintableDecoded('08:00=E2=80=\n=9316:30')).toBe('08:00–16:30');
  });

  it('leaves text outside the escapes as it came', () => {
    expect(quotedPrintableDecoded('Māori = 3 ngā')).toBe('Māori = 3 ngā');
  });
});

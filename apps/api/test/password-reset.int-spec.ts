import { AccountsQueries, ResetLinks } from '@timekeep/server-identity';
import { createAccount, quotedPrintableDecoded, registerCompany, SmtpSink, startSmtpSink, startTestStack, TestStack } from '@timekeep/server-testing';
import { Role } from '@timekeep/contracts';

/** ADR 0047: a reset request says nothing about accounts, is limited, and leaves one live link. */
describe('password reset requests', () => {
  let stack: TestStack;
  let smtp: SmtpSink;
  let companyId: string;
  const PER_EMAIL = 3;

  const ask = (email: string) => stack.call<{ message: string }>('POST', '/password/sendEmail', { body: { email } });
  const reset = (token: string, password: string) => stack.call<{ data: { message: string } }>('POST', '/password/changepwd', { body: { token, password } });
  const links = () => stack.api.get(ResetLinks, { strict: false });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const tokensIn = (email: string) =>
    mailsTo(email).map((m) => decodeURIComponent(/changePasswordByEmail\?token=([\w%-]+)/.exec(quotedPrintableDecoded(m.raw))?.[1] ?? ''));
  const liveLinks = async (userId: string) => Number((await stack.db.pool.query('SELECT count(*) FROM password_reset WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()', [userId])).rows[0].count);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stack = await startTestStack({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test', RESET_REQUESTS_PER_EMAIL_PER_HOUR: String(PER_EMAIL), RESET_REQUESTS_PER_IP_PER_HOUR: '1000', LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' } });
    companyId = await registerCompany(stack, 'Rata');
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('answers a known and an unknown email alike, before looking the account up or mailing', async () => {
    const { email } = await createAccount(stack, companyId, { firstName: 'Known', roles: [Role.Admin] });
    // Hold every lookup: whatever depends on the account can only happen after the reply.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const accounts = stack.api.get(AccountsQueries, { strict: false });
    const byEmail = accounts.byEmail.bind(accounts);
    const lookup = jest.spyOn(accounts, 'byEmail').mockImplementation(async (value) => {
      await held;
      return byEmail(value);
    });
    try {
      const known = await ask(email);
      const unknown = await ask('nobody-here@example.com');
      expect(known).toEqual({ status: 200, body: { message: 'success' } });
      expect(unknown).toEqual(known);
      expect(mailsTo(email)).toHaveLength(0);
      release();
      await links().idle();
      expect(lookup).toHaveBeenCalledTimes(2);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    } finally {
      lookup.mockRestore();
    }
  });

  it('sends a bounded number of mails for 20 requests and leaves exactly one live link', async () => {
    const { email, userId } = await createAccount(stack, companyId, { firstName: 'Flooded', roles: [Role.Employee] });
    const replies = await Promise.all(Array.from({ length: 20 }, () => ask(email)));
    await links().idle();
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PER_EMAIL);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20 - PER_EMAIL);
    expect(refused[0].body.message).toMatch(/^Too many password reset requests for this email\. Try again in \d+ minutes?\.$/);
    // The same answer for an email without an account: the limit counts what was typed.
    for (let i = 0; i < PER_EMAIL; i++) await ask('ghost-flood@example.com');
    expect((await ask('ghost-flood@example.com')).body).toEqual(refused[0].body);
    expect(mailsTo(email)).toHaveLength(PER_EMAIL);
    expect(await liveLinks(userId)).toBe(1);
  });

  it('refuses an older link once a newer one was sent', async () => {
    const { email, userId } = await createAccount(stack, companyId, { firstName: 'Twice', roles: [Role.Employee] });
    await ask(email);
    await links().idle();
    await ask(email);
    await links().idle();
    const [older, newer] = tokensIn(email);
    expect(older).not.toBe(newer);
    expect(await liveLinks(userId)).toBe(1);
    expect((await reset(older, 'Older-link-1')).body.data.message).toBe('Invalid');
    expect((await reset(newer, 'Newer-link-1')).body.data.message).toBe('success');
    expect((await stack.call('POST', '/account/login', { body: { email, password: 'Newer-link-1' } })).status).toBe(200);
  });
});

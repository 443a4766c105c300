import { Logger } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CLOCK_KIOSK_TEXTS, CLOCK_TEXTS, ClockKiosk } from '@timekeep/contracts';
import { createRedis } from '@timekeep/server-platform';
import { openCustomer, quotedPrintableDecoded as decoded, startSmtpSink, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; contactName?: string };

const ADDRESS_LIMIT = 30;
/** Low, so the test reaches them; the earlier tests stay under them (3 mails to Jane, 4 to Acme). */
const PER_CONTACT = 3;
const PER_COMPANY = 8;
const HTML = '<p>Welcome, <b>bold</b> guest.</p><script>window.hacked = true</script>';

describe('the kiosk on the public web clock (ADR 0046)', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const acme = { admin: '', companyId: '' };
  const other = { admin: '', companyId: '' };
  const contacts = { jane: '', bounce: '', olga: '' };

  const post = (path: string, body: Record<string, unknown>, token?: string) => stack.call<Reply>('POST', path, { token, body });
  const kiosk = (code: string) => stack.call<ClockKiosk & Reply>('GET', `/api/clock/kiosk?companyCode=${encodeURIComponent(code)}`);
  const arrive = (fields: Record<string, unknown>) => post('/api/clock/kiosk/arrival', { companyCode: 'ACME', type: 'Visitor', contactId: contacts.jane, name: 'Ana Smith', ...fields });
  const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
  // The API runs in this process: only Date is faked, so each test starts in a minute of its own and
  // the per-address count (per minute) of one does not reach into another.
  let now = Date.now();
  const nextMinute = () => {
    now = (Math.floor(now / 60_000) + 1) * 60_000 + 1_000;
    jest.setSystemTime(now);
  };
  const nextHour = () => {
    now = (Math.floor(now / 3_600_000) + 1) * 3_600_000 + 1_000;
    jest.setSystemTime(now);
  };
  const contact = async (token: string, firstname: string, lastname: string, email: string) => {
    const reply = await post('/kiosk/contact/save', { id: '', firstname, lastname, email, mobile: '021 555 0101', department: 'Site office' }, token);
    expect(reply.body.message).toBe('success');
    return reply.body.id as string;
  };

  beforeAll(async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    jest.setSystemTime(now);
    smtp = await startSmtpSink(() => undefined, { refuse: (address) => address.startsWith('bounce') });
    stack = await startTestStack({
      env: {
        SMTP_URL: smtp.url,
        LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: String(ADDRESS_LIMIT),
        CLOCK_ARRIVALS_PER_CONTACT_PER_10_MINUTES: String(PER_CONTACT),
        CLOCK_ARRIVALS_PER_COMPANY_PER_HOUR: String(PER_COMPANY),
        ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
      },
    });
    Object.assign(acme, await openCustomer(stack, { name: 'Acme Precast', code: 'ACME', adminEmail: 'admin@acme.example.com' }));
    Object.assign(other, await openCustomer(stack, { name: 'Other Ltd', code: 'OTHER', adminEmail: 'admin@other.example.com' }));
    const saved = await post(
      '/kiosk-contents',
      {
        kioskUserTypeToLabelMap: { Visitor: 'Guests', Contractor: 'Trades' },
        kioskUserTypeToKioskContentsMap: {
          Visitor: [
            { kioskContentType: 'Html', content: HTML },
            { kioskContentType: 'Video', content: 'https://videos.example.com/induction.mp4' },
          ],
          Contractor: [{ kioskContentType: 'Web', content: 'https://acme.example.com/contractors' }],
        },
        version: 0,
      },
      acme.admin,
    );
    expect(saved.body.message).toBe('success');
    contacts.jane = await contact(acme.admin, 'Jane', 'Host', 'jane@acme.example.com');
    contacts.bounce = await contact(acme.admin, 'Bea', 'Bounce', 'bounce@acme.example.com');
    contacts.olga = await contact(other.admin, 'Olga', 'Other', 'olga@other.example.com');
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
    jest.useRealTimers();
  });

  it("shows anyone a company's welcome, settings' defaults, both cards as saved and its contacts by name only, by its code in any case", async () => {
    nextMinute();
    const shown = await kiosk('acme');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      companyName: 'Acme Precast',
      // The time the clock shows: the company's zone, the server's instant (not the device's).
      timeZone: 'Pacific/Auckland',
      now: new Date(now).toISOString(),
      settings: {
        enableCarRego: false,
        enableComment: false,
        enableDefaultWorkCode: false,
        enableEmail: false,
        welcomeMessage1: 'Welcome To',
        enableEmployee: true,
        enableVisitor: true,
        enableContractor: true,
        enableLeave: true,
        enablePunchNote: false,
        photoQuality: 'high',
      },
      kioskUserTypeToLabelMap: { Visitor: 'Guests', Contractor: 'Trades' },
      // The Html as written: the page sanitises it before showing it.
      kioskUserTypeToKioskContentsMap: {
        Visitor: [
          { kioskContentType: 'Html', content: HTML },
          { kioskContentType: 'Video', content: 'https://videos.example.com/induction.mp4' },
        ],
        Contractor: [{ kioskContentType: 'Web', content: 'https://acme.example.com/contractors' }],
      },
      contacts: [
        { id: contacts.bounce, name: 'Bea Bounce' },
        { id: contacts.jane, name: 'Jane Host' },
      ],
    });
    // The page is public: no email, mobile or department of a contact, nothing of another company.
    const text = JSON.stringify(shown.body);
    for (const hidden of ['@', '021 555', 'Site office', 'Olga']) expect(text).not.toContain(hidden);
  });

  it('shows a company that never saved its contents the default labels and no items, and only its own contacts', async () => {
    nextMinute();
    const shown = await kiosk(' Other ');
    expect(shown.body).toMatchObject({
      companyName: 'Other Ltd',
      kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
      kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
      contacts: [{ id: contacts.olga, name: 'Olga Other' }],
    });
  });

  it('answers an unknown company code with one sentence and nothing else', async () => {
    nextMinute();
    const unknown = await kiosk('NOPE');
    expect(unknown).toEqual({ status: 400, body: { message: CLOCK_KIOSK_TEXTS.unknownCompany } });
    expect((await arrive({ companyCode: 'NOPE' })).body).toEqual({ message: CLOCK_KIOSK_TEXTS.unknownCompany });
    expect((await kiosk('')).status).toBe(400);
  });

  it("mails the contact the visitor's name, their kind as the company labels it and the time on the company's clock, and writes nothing", async () => {
    nextMinute();
    const events = await eventCount();
    const sent = smtp.received.length;
    const told = await arrive({ name: '  Ana \n Smith ' });
    expect(told).toEqual({ status: 200, body: { message: 'success', contactName: 'Jane Host' } });
    expect(smtp.received).toHaveLength(sent + 1);
    const mail = smtp.received[sent];
    expect(mail.to).toEqual(['jane@acme.example.com']);
    const raw = decoded(mail.raw);
    expect(raw).toContain('Subject: Ana Smith (Guests) is here to see you');
    expect(raw).toContain('Hello Jane,');
    expect(raw).toContain('Ana Smith is at the Acme Precast time clock and asked for you.');
    expect(raw).toContain('Name: Ana Smith');
    expect(raw).toContain('Type: Guests');
    // The company is in Auckland: its wall clock, not the server's.
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Auckland', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(now));
    expect(raw).toMatch(new RegExp(`Time: \\w+,? \\d{1,2} \\w+ \\d{4} at ${wall}`));
    expect(await eventCount()).toBe(events);

    // A contractor, to the same contact.
    expect((await arrive({ type: 'Contractor', name: 'Rewi Builder' })).body.contactName).toBe('Jane Host');
    expect(decoded(smtp.received[sent + 1].raw)).toContain('Subject: Rewi Builder (Trades) is here to see you');
  });

  it("refuses another company's contact, an id that is none, a blank or overlong name, and says so when the mail cannot go", async () => {
    nextMinute();
    const sent = smtp.received.length;
    expect(await arrive({ contactId: contacts.olga })).toEqual({ status: 404, body: { message: CLOCK_KIOSK_TEXTS.chooseContact } });
    expect(await arrive({ contactId: 'jane' })).toMatchObject({ status: 400, body: { message: CLOCK_KIOSK_TEXTS.chooseContact } });
    expect(await arrive({ contactId: undefined })).toMatchObject({ status: 400, body: { message: CLOCK_KIOSK_TEXTS.chooseContact } });
    expect(await arrive({ name: ' ' })).toEqual({ status: 400, body: { message: CLOCK_KIOSK_TEXTS.nameRequired } });
    expect(await arrive({ name: 'a'.repeat(101) })).toEqual({ status: 400, body: { message: CLOCK_KIOSK_TEXTS.nameTooLong } });
    expect((await arrive({ type: 'Staff' })).status).toBe(400);
    expect(smtp.received).toHaveLength(sent);

    // The mail server refuses the address: the visitor is told to ask at reception, and the log
    // has the SMTP reply's code but not its text, which repeats the contact's address.
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      expect(await arrive({ contactId: contacts.bounce })).toMatchObject({ status: 503, body: { message: CLOCK_KIOSK_TEXTS.notSent } });
      const lines = logged.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes(contacts.bounce));
      expect(lines).toEqual([expect.stringContaining('SMTP reply 550')]);
      expect(lines.join('\n')).not.toContain('bounce@');
    } finally {
      logged.mockRestore();
    }
  });

  it('counts reads and mails against the address as PIN attempts are counted: over the limit nothing is shown or sent until the next minute', async () => {
    nextMinute();
    const sent = smtp.received.length;
    for (let i = 0; i < ADDRESS_LIMIT - 1; i += 1) expect((await kiosk('ACME')).status).toBe(200);
    expect((await arrive({})).status).toBe(200);
    expect(await kiosk('ACME')).toEqual({ status: 429, body: { message: CLOCK_TEXTS.tooManyAttempts } });
    expect(await kiosk('NOPE')).toEqual({ status: 429, body: { message: CLOCK_TEXTS.tooManyAttempts } });
    expect(await arrive({})).toEqual({ status: 429, body: { message: CLOCK_TEXTS.tooManyAttempts } });
    // One budget for the clock: a PIN from this address is held too.
    const punch = new FormData();
    for (const [k, v] of Object.entries({ companyCode: 'ACME', clockId: '1', pin: '1234' })) punch.append(k, v);
    const pinReply = await fetch(`${stack.baseUrl}/api/clock/punch`, { method: 'POST', body: punch });
    expect(pinReply.status).toBe(429);
    expect(smtp.received).toHaveLength(sent + 1);

    nextMinute();
    expect((await kiosk('ACME')).status).toBe(200);
  });

  it('mails one contact, and one company, at most so many arrivals in a window, whatever the address; over it the visitor is asked to go to reception', async () => {
    nextHour();
    const kai = await contact(acme.admin, 'Kai', 'Second', 'kai@acme.example.com');
    const lee = await contact(acme.admin, 'Lee', 'Third', 'lee@acme.example.com');
    const sent = smtp.received.length;
    const tooMany = { status: 429, body: { message: CLOCK_KIOSK_TEXTS.tooManyArrivals } };

    for (let i = 0; i < PER_CONTACT; i += 1) expect((await arrive({ name: `Ana ${i}` })).status).toBe(200);
    expect(await arrive({ name: 'Ana again' })).toEqual(tooMany);
    // Other contacts of the company are still told, until the company's hour is used up; the
    // arrival Jane's limit refused did not count against the company.
    for (let i = 0; i < PER_CONTACT; i += 1) expect((await arrive({ contactId: kai })).status).toBe(200);
    for (let i = 0; i < PER_COMPANY - 2 * PER_CONTACT; i += 1) expect((await arrive({ contactId: lee })).status).toBe(200);
    expect(await arrive({ contactId: lee })).toEqual(tooMany);
    expect(smtp.received).toHaveLength(sent + PER_COMPANY);
    // Another company's contacts are counted apart (and its kind has the default label: it saved no contents).
    expect((await arrive({ companyCode: 'OTHER', contactId: contacts.olga })).status).toBe(200);
    expect(decoded(smtp.received[smtp.received.length - 1].raw)).toContain('Subject: Ana Smith (Visitor) is here to see you');

    // Ten minutes on, Jane's window is new but Acme's hour is not; the next hour all is new.
    now += 10 * 60_000;
    jest.setSystemTime(now);
    expect(await arrive({})).toEqual(tooMany);
    nextHour();
    expect((await arrive({})).status).toBe(200);

    // The counters live under the stack's Redis prefix, one per company and contact.
    const redis: IORedis = createRedis(stack.config.redisUrl);
    try {
      const keys = await redis.keys(`${stack.config.redisPrefix}:clock-arrivals:*`);
      expect(keys.some((key) => key.includes(`:contact:${acme.companyId}:${kai}:`))).toBe(true);
      expect(keys.some((key) => key.includes(`:company:${other.companyId}:`))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('the kiosk on a server without SMTP_URL (ADR 0046)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('does not tell a visitor the contact knows when no mail can go', async () => {
    const { admin } = await openCustomer(stack, { name: 'Quiet Ltd', code: 'QUIET', adminEmail: 'admin@quiet.example.com' });
    const saved = await stack.call<Reply>('POST', '/kiosk/contact/save', { token: admin, body: { id: '', firstname: 'Jane', lastname: 'Host', email: 'jane@quiet.example.com', mobile: '', department: '' } });
    const told = await stack.call<Reply>('POST', '/api/clock/kiosk/arrival', { body: { companyCode: 'QUIET', type: 'Visitor', contactId: saved.body.id, name: 'Ana Smith' } });
    expect(told).toMatchObject({ status: 503, body: { message: CLOCK_KIOSK_TEXTS.notSent } });
  });
});

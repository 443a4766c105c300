import { KioskContact, KioskContents, KioskContentsOfType, Page, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string };

describe('kiosk contents and contacts over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let supervisor: string;
  let otherAdmin: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const kioskEvents = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'settings.kiosk-%'")).rows[0].n as number;

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Build', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    supervisor = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Sam', roles: [Role.Supervisor] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  const contents = (version: number, visitor = 'Visitors') => ({
    kioskUserTypeToLabelMap: { Visitor: visitor, Contractor: 'Contractors' },
    kioskUserTypeToKioskContentsMap: {
      Visitor: [
        { kioskContentType: 'Video', content: 'https://videos.example.com/site-induction.mp4' },
        { kioskContentType: 'Html', content: '<p>Sign in at reception.</p>' },
      ],
      Contractor: [{ kioskContentType: 'Web', content: 'https://kauri.example.com/contractors' }],
    },
    version,
  });

  it('starts from the default labels, saves both cards and serves each to the kiosk by type', async () => {
    expect(await get<KioskContents>('/kiosk-contents')).toEqual({
      kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
      kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
      version: 0,
    });
    expect((await post('/kiosk-contents', contents(0))).body).toEqual({ message: 'success' });
    const saved = await get<KioskContents>('/kiosk-contents');
    expect(saved).toEqual({ ...contents(1), version: 1 });
    expect(await get<KioskContentsOfType>('/api/kiosk-contents?type=Contractor')).toEqual({
      type: 'Contractor',
      label: 'Contractors',
      contents: [{ kioskContentType: 'Web', content: 'https://kauri.example.com/contractors' }],
    });
    expect((await stack.call('GET', '/api/kiosk-contents?type=Staff', { token: admin })).status).toBe(400);

    // A stale form (loaded before the save) is a conflict and changes nothing.
    const before = await kioskEvents();
    const stale = await post('/kiosk-contents', contents(0, 'Guests'));
    expect(stale.status).toBe(409);
    expect(await kioskEvents()).toBe(before);
    expect((await get<KioskContents>('/kiosk-contents')).kioskUserTypeToLabelMap.Visitor).toBe('Visitors');
  });

  it('refuses a blank label and an item a kiosk cannot show, with the sentence the console shows, recording nothing', async () => {
    const { version } = await get<KioskContents>('/kiosk-contents');
    const before = await kioskEvents();
    const blank = await post('/kiosk-contents', contents(version, '  '));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The Visitor label: This field is required.');
    const noAddress = contents(version);
    noAddress.kioskUserTypeToKioskContentsMap.Contractor = [{ kioskContentType: 'Web', content: 'kauri.example.com' }];
    expect((await post('/kiosk-contents', noAddress)).body.message).toBe('A Web item of the Contractor card must be a web address (http or https).');
    const empty = contents(version);
    empty.kioskUserTypeToKioskContentsMap.Visitor = [{ kioskContentType: 'Html', content: ' ' }];
    expect((await post('/kiosk-contents', empty)).body.message).toBe('Enter the content of each Visitor item.');
    // Saving what is stored records nothing.
    expect((await post('/kiosk-contents', contents(version, 'Visitors'))).body.message).toBe('success');
    expect(await kioskEvents()).toBe(before);
  });

  it('adds, edits, lists and deletes contacts in bulk with the spec answers, refusing a missing name or a bad email', async () => {
    const save = (form: Record<string, string>, token = admin) => stack.call<Reply>('POST', '/kiosk/contact/save', { token, form });
    const mere = await save({ id: '', firstname: 'Mere', lastname: 'Ngata', email: 'mere@kauri.example.com', mobile: '021 555 0101', department: 'Site office' });
    expect(mere.body.message).toBe('success');
    const tom = (await save({ id: '', firstname: 'Tom', lastname: 'Baker', email: 'tom@kauri.example.com', mobile: '', department: '' })).body.id as string;
    const ana = (await save({ id: '', firstname: 'Ana', lastname: 'Pere', email: 'ana@kauri.example.com', mobile: '', department: 'Yard' })).body.id as string;

    const before = await kioskEvents();
    expect((await save({ id: '', firstname: 'No', lastname: '', email: 'no@kauri.example.com' })).body.message).toBe('This field is required.');
    expect((await save({ id: '', firstname: 'Bad', lastname: 'Email', email: 'bad@kauri.e' })).body.message).toBe('Invalid Email address!');
    expect(await kioskEvents()).toBe(before);

    const list = await get<Page<KioskContact>>('/api/kiosk-contacts');
    expect(list.items.map((c) => `${c.firstname} ${c.lastname} <${c.email}>`)).toEqual(['Ana Pere <ana@kauri.example.com>', 'Mere Ngata <mere@kauri.example.com>', 'Tom Baker <tom@kauri.example.com>']);
    expect((await get<Page<KioskContact>>('/api/kiosk-contacts?search=yard')).items.map((c) => c.firstname)).toEqual(['Ana']);

    const loaded = list.items.find((c) => c.id === mere.body.id) as KioskContact;
    expect((await save({ id: loaded.id, version: String(loaded.version), firstname: 'Mere', lastname: 'Ngata-Smith', email: 'mere@kauri.example.com', mobile: '021 555 0101', department: 'Site office' })).body.message).toBe('success');
    // The same form sent again is behind the record: 409.
    expect((await save({ id: loaded.id, version: String(loaded.version), firstname: 'Mere', lastname: 'Other', email: 'mere@kauri.example.com' })).status).toBe(409);

    expect((await post('/kiosk/contact/delete', { ids: [tom, ana] })).body).toEqual({ message: 'success' });
    expect((await get<Page<KioskContact>>('/api/kiosk-contacts')).items.map((c) => c.lastname)).toEqual(['Ngata-Smith']);
    // A deleted contact cannot be edited again.
    expect((await save({ id: tom, firstname: 'Tom', lastname: 'Baker', email: 'tom@kauri.example.com' })).status).toBe(404);
  });

  it("keeps each company's kiosk to itself and leaves changes to those with the settings' update right", async () => {
    const mine = (await get<Page<KioskContact>>('/api/kiosk-contacts')).items[0];
    expect((await get<Page<KioskContact>>('/api/kiosk-contacts', otherAdmin)).items).toEqual([]);
    expect((await get<KioskContents>('/kiosk-contents', otherAdmin)).kioskUserTypeToLabelMap.Visitor).toBe('Visitor');
    const before = await kioskEvents();
    // Another company's admin cannot edit or delete the contact: it is not found in their company.
    expect((await stack.call('POST', '/kiosk/contact/save', { token: otherAdmin, form: { id: mine.id, firstname: 'X', lastname: 'Y', email: 'x@y.example.com' } })).status).toBe(404);
    expect((await post('/kiosk/contact/delete', { ids: [mine.id] }, otherAdmin)).status).toBe(404);
    // A supervisor holds no settings rights: they may read the contacts ('Contact Us'), not change them.
    expect((await get<Page<KioskContact>>('/api/kiosk-contacts', supervisor)).items.map((c) => c.id)).toEqual([mine.id]);
    expect((await stack.call('GET', '/kiosk-contents', { token: supervisor })).status).toBe(403);
    expect((await post('/kiosk-contents', contents(1, 'Guests'), supervisor)).status).toBe(403);
    expect((await stack.call('POST', '/kiosk/contact/save', { token: supervisor, form: { id: '', firstname: 'X', lastname: 'Y', email: 'x@y.example.com' } })).status).toBe(403);
    expect((await post('/kiosk/contact/delete', { ids: [mine.id] }, supervisor)).status).toBe(403);
    expect(await kioskEvents()).toBe(before);
    expect((await get<Page<KioskContact>>('/api/kiosk-contacts')).items.map((c) => c.id)).toEqual([mine.id]);
  });
});

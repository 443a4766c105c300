import { LeaveNotice, NoticeAccount, NoticeFacts, whoIsTold } from './leave-notice';

// Kauri Ltd: Mere (employee, her own account mere@kauri.nz) reports to Hemi; Rangi and Ana supervise her department.
const account = (userId: string, email: string | null, extra: Partial<NoticeAccount> = {}): NoticeAccount => ({
  userId,
  companyId: 'kauri',
  email,
  firstName: userId[0].toUpperCase() + userId.slice(1),
  active: true,
  roles: ['Supervisor'],
  ...extra,
});
const hemi = account('hemi', 'hemi@kauri.nz', { roles: ['Admin'] });
const rangi = account('rangi', 'rangi@kauri.nz');
const ana = account('ana', 'ana@kauri.nz');
const facts = (extra: Partial<NoticeFacts> = {}): NoticeFacts => ({
  companyId: 'kauri',
  source: 'console',
  requested: true,
  requester: { userId: 'admin', email: 'admin@kauri.nz' },
  employeeAccount: { userId: 'mere', email: 'mere@kauri.nz' },
  reportTo: hemi,
  receivers: [],
  notifySupervisor: false,
  supervisors: [rangi, ana],
  refusing: new Set(),
  ...extra,
});
const told = (notices: LeaveNotice[]) => notices.map((n) => `${n.role} ${n.email}`);

describe('who is told of a new leave request (ADR 0059)', () => {
  it('by default only the Report To, as before: the supervisors only when the company asks for them', () => {
    expect(whoIsTold(facts())).toEqual([{ role: 'reportTo', email: 'hemi@kauri.nz', firstName: 'Hemi' }]);
  });

  it("the Report To, the department's supervisors and every listed address, each once, in that order", () => {
    const notices = whoIsTold(facts({ notifySupervisor: true, receivers: ['pay@kauri.nz', 'hr@kauri.nz'] }));
    expect(told(notices)).toEqual(['reportTo hemi@kauri.nz', 'supervisor rangi@kauri.nz', 'supervisor ana@kauri.nz', 'receiver pay@kauri.nz', 'receiver hr@kauri.nz']);
    // A listed address may be nobody's account: the mail greets nobody by name.
    expect(notices[3].firstName).toBeNull();
  });

  it('nobody twice: a listed supervisor or Report To is told once, as the first of what they are, whatever the case of the address', () => {
    const notices = whoIsTold(facts({ notifySupervisor: true, supervisors: [rangi, hemi, rangi], receivers: ['RANGI@kauri.nz', 'Hemi@Kauri.nz ', 'pay@kauri.nz', 'pay@kauri.nz'] }));
    expect(told(notices)).toEqual(['reportTo hemi@kauri.nz', 'supervisor rangi@kauri.nz', 'receiver pay@kauri.nz']);
  });

  it('not an account that turned leave request mail off (ADR 0070), as Report To or supervisor; a listed address is the company’s and is mailed', () => {
    const notices = whoIsTold(facts({ notifySupervisor: true, refusing: new Set(['hemi', 'rangi']), receivers: ['pay@kauri.nz'] }));
    expect(told(notices)).toEqual(['supervisor ana@kauri.nz', 'receiver pay@kauri.nz']);
  });

  it('never the one who made the request, nor the employee whose leave it is, by account or by listed address', () => {
    // Rangi files the request for Mere; Mere is a supervisor of her own department too, and listed.
    const mereSupervises = account('mere', 'mere@kauri.nz');
    const notices = whoIsTold(
      facts({ requester: { userId: 'rangi', email: 'rangi@kauri.nz' }, notifySupervisor: true, supervisors: [rangi, mereSupervises, ana], receivers: ['mere@kauri.nz', 'Rangi@kauri.nz', 'pay@kauri.nz'] }),
    );
    expect(told(notices)).toEqual(['reportTo hemi@kauri.nz', 'supervisor ana@kauri.nz', 'receiver pay@kauri.nz']);
    // Her Report To filing it himself is not asked to approve what he asked for.
    expect(told(whoIsTold(facts({ requester: { userId: 'hemi', email: 'hemi@kauri.nz' } })))).toEqual([]);
    // At a kiosk the employee is the requester: the same people hear of it.
    expect(told(whoIsTold(facts({ requester: { userId: 'mere', email: 'mere@kauri.nz' }, receivers: ['pay@kauri.nz'] })))).toEqual(['reportTo hemi@kauri.nz', 'receiver pay@kauri.nz']);
  });

  it("never another company's people, an account that is not Active, one without an email, or one that no longer supervises", () => {
    const notices = whoIsTold(
      facts({
        reportTo: account('hemi', 'hemi@totara.nz', { companyId: 'totara' }),
        notifySupervisor: true,
        supervisors: [account('sione', 'sione@totara.nz', { companyId: 'totara' }), account('ana', 'ana@kauri.nz', { active: false }), account('tui', null), account('rangi', 'rangi@kauri.nz', { roles: ['Employee'] }), account('aroha', 'aroha@kauri.nz')],
      }),
    );
    expect(told(notices)).toEqual(['supervisor aroha@kauri.nz']);
  });

  it('a listed text that is not an address is passed over', () => {
    expect(told(whoIsTold(facts({ reportTo: null, receivers: ['', '  ', 'not an address', 'pay@kauri.nz'] })))).toEqual(['receiver pay@kauri.nz']);
  });

  it('a change to a request, and the global leave (approved at once), tell nobody', () => {
    const everyone = { notifySupervisor: true, receivers: ['pay@kauri.nz'] };
    expect(whoIsTold(facts({ ...everyone, requested: false }))).toEqual([]);
    expect(whoIsTold(facts({ ...everyone, source: 'bulk' }))).toEqual([]);
    // The kiosk and the mobile app are requests like the console's.
    expect(told(whoIsTold(facts({ ...everyone, source: 'mobile' })))).toHaveLength(4);
  });
});

import { EventType } from '@timekeep/contracts';
import { refusalReply } from '@timekeep/domain-kernel';
import { AccountRuleError } from './account.decide';
import { decideUpdateProfile, refusePasswordForm, refusePinForm } from './profile.decide';

const account = {
  id: 'u1',
  middleName: null,
  name: 'Mere Walker',
  title: 'Payroll lead',
  phone: null,
  mobile: '021 555',
  fax: null,
  physicalAddress: '1 Queen Street, Auckland',
  postalAddress: null,
  dateFormat: 'dd/MM/yyyy',
  timeFormat: 'HH:mm',
  avatar: 'a.png',
};
const kept = { middleName: null, name: 'Mere Walker', title: 'Payroll lead', phone: null, mobile: '021 555', fax: null, physicalAddress: '1 Queen Street, Auckland', postalAddress: null };
const answer = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    if (!(error instanceof AccountRuleError)) throw error;
    return refusalReply(error);
  }
};

describe('profile rules', () => {
  it('records the trimmed names and keeps what the form leaves out; a new picture is its own event', () => {
    expect(decideUpdateProfile(account, { firstName: ' Mere ', lastName: 'Walker', avatarFileName: 'b.png' })).toEqual([
      { type: EventType.ProfileUpdated, v: 1, data: { userId: 'u1', firstName: 'Mere', lastName: 'Walker', ...kept, dateFormat: 'dd/MM/yyyy', timeFormat: 'HH:mm' } },
      { type: EventType.AvatarChanged, v: 1, data: { userId: 'u1', avatar: 'b.png' } },
    ]);
    expect(decideUpdateProfile(account, { firstName: 'Mere', lastName: 'Walker', avatarFileName: 'a.png' })).toHaveLength(1);
  });

  it('records the contact card the form sends: a null or blank text clears it, an absent one keeps it', () => {
    const [event] = decideUpdateProfile(account, { firstName: 'Mere', lastName: 'Walker', middleName: ' Aroha ', title: null, fax: '09 555 0101', physicalAddress: '  ', postalAddress: 'PO Box 1, Auckland' });
    expect(event.data).toEqual({
      userId: 'u1',
      firstName: 'Mere',
      lastName: 'Walker',
      middleName: 'Aroha',
      name: 'Mere Walker',
      title: null,
      phone: null,
      mobile: '021 555',
      fax: '09 555 0101',
      physicalAddress: null,
      postalAddress: 'PO Box 1, Auckland',
      dateFormat: 'dd/MM/yyyy',
      timeFormat: 'HH:mm',
    });
  });

  it('refuses empty names and formats outside the spec’s lists with a 400', () => {
    expect(answer(() => decideUpdateProfile(account, { firstName: ' ', lastName: 'Walker' }))).toEqual({ status: 400, body: { message: 'This field is required.' } });
    expect(answer(() => decideUpdateProfile(account, { firstName: 'Mere', lastName: 'Walker', dateFormat: 'YY' }))).toEqual({ status: 400, body: { message: "Unknown date format 'YY'" } });
  });

  it('refuses a password form with the spec texts before anything is looked up', () => {
    expect(answer(() => refusePasswordForm('', 'Correct-horse-2', 'Correct-horse-2'))?.body).toEqual({ message: 'This field is required.' });
    expect(answer(() => refusePasswordForm('old', 'Correct-horse-2', 'Correct-horse-3'))?.body).toEqual({ message: 'The two passwords that you entered do not match!' });
    expect(answer(() => refusePasswordForm('old', 'Correct-horse-2', 'Correct-horse-2'))).toBeNull();
  });

  it('takes a PIN of four digits typed twice alike', () => {
    expect(answer(() => refusePinForm('12a4', '12a4'))?.body).toEqual({ message: 'Please input 4 digit number!' });
    expect(answer(() => refusePinForm('1234', '1243'))?.body).toEqual({ message: 'The two PINs that you entered do not match!' });
    expect(answer(() => refusePinForm('1234', undefined))).toBeNull();
  });
});

import { EventType, KioskContentItem } from '@timekeep/contracts';
import { refusalReply } from '@timekeep/domain-kernel';
import { decideDeleteKioskContact, decideKioskContents, decideSaveKioskContact, DEFAULT_KIOSK_CONTENTS, kioskContactFold, KioskRuleError } from './kiosk';

const video = (content: string): KioskContentItem => ({ kioskContentType: 'Video', content });
const contents = (visitor: string, items: KioskContentItem[] = []) => ({ labels: { Visitor: visitor, Contractor: 'Contractor' }, contents: { Visitor: items, Contractor: [] } });
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    return refusalReply(error as KioskRuleError);
  }
  throw new Error('not refused');
};

describe('kiosk contents', () => {
  it('records trimmed labels and items, and nothing when the save changes nothing', () => {
    const events = decideKioskContents(DEFAULT_KIOSK_CONTENTS, contents(' Guests ', [video(' https://v.example.com/a.mp4 ')]));
    expect(events).toEqual([{ type: EventType.KioskContentsChanged, v: 1, data: contents('Guests', [video('https://v.example.com/a.mp4')]) }]);
    expect(decideKioskContents(events[0].data, contents('Guests', [video('https://v.example.com/a.mp4')]))).toEqual([]);
  });

  it('refuses a blank label, a Video or Web item that is no web address, and too many items', () => {
    expect(refusal(() => decideKioskContents(DEFAULT_KIOSK_CONTENTS, contents(' ')))).toEqual({ status: 400, body: { message: 'The Visitor label: This field is required.' } });
    expect(refusal(() => decideKioskContents(DEFAULT_KIOSK_CONTENTS, contents('Guests', [video('javascript:alert(1)')]))).body.message).toBe('A Video item of the Visitor card must be a web address (http or https).');
    expect(refusal(() => decideKioskContents(DEFAULT_KIOSK_CONTENTS, contents('Guests', Array.from({ length: 21 }, () => video('https://v.example.com'))))).body.message).toBe('The Visitor card may hold at most 20 items.');
  });

  it('keeps Html as written, spacing included', () => {
    const html: KioskContentItem = { kioskContentType: 'Html', content: '  <p>Hi</p>\n' };
    expect(decideKioskContents(DEFAULT_KIOSK_CONTENTS, contents('Guests', [html]))[0].data.contents.Visitor).toEqual([html]);
  });
});

describe('kiosk contacts', () => {
  const mere = { firstname: ' Mere ', lastname: 'Ngata', mobile: '', email: 'mere@kauri.example.com', department: '' };

  it('saves a new contact trimmed, refuses to edit one that does not exist and deletes only what exists', () => {
    const [saved] = decideSaveKioskContact(kioskContactFold.initial, 'c1', true, mere);
    expect(saved).toEqual({ type: EventType.KioskContactSaved, v: 1, data: { id: 'c1', ...mere, firstname: 'Mere' } });
    expect(refusal(() => decideSaveKioskContact(kioskContactFold.initial, 'c1', false, mere))).toEqual({ status: 404, body: { message: 'This contact does not exist.' } });
    const state = kioskContactFold.evolve(kioskContactFold.initial, saved);
    expect(decideSaveKioskContact(state, 'c1', false, mere)).toEqual([]);
    const [deleted] = decideDeleteKioskContact(state, 'c1');
    expect(deleted).toEqual({ type: EventType.KioskContactDeleted, v: 1, data: { id: 'c1' } });
    expect(decideDeleteKioskContact(kioskContactFold.evolve(state, deleted), 'c1')).toEqual([]);
  });

  it('requires first name, last name and email in the email format the spec gives', () => {
    expect(refusal(() => decideSaveKioskContact(kioskContactFold.initial, 'c1', true, { ...mere, lastname: ' ' })).body.message).toBe('This field is required.');
    for (const email of ['mere', 'mere@kauri', 'mere@kauri.c', 'me re@kauri.com']) {
      expect(refusal(() => decideSaveKioskContact(kioskContactFold.initial, 'c1', true, { ...mere, email })).body.message).toBe('Invalid Email address!');
    }
  });
});

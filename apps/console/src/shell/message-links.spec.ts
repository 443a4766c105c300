import { MESSAGE_LINKS } from '@timekeep/contracts';
import { ROUTES } from '../shared/paths';
import { isKnownPath } from './navigation';

describe('the message centre’s links', () => {
  it('each opens a screen of this console, not a full page load or Page Not Found', () => {
    for (const link of Object.values(MESSAGE_LINKS)) expect([link, isKnownPath(`${link}?status=Pending`)]).toEqual([link, true]);
  });

  it('the page itself is the spec’s /messages/view', () => {
    expect(ROUTES.messages).toBe('/messages/view');
  });
});

import { isPushService } from './push-services';

describe('the push services the server posts to (ADR 0070)', () => {
  it("takes the browsers' own push services over https", () => {
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc:def', [])).toBe(true);
    expect(isPushService('https://updates.push.services.mozilla.com/wpush/v2/gAAA', [])).toBe(true);
    expect(isPushService('https://web.push.apple.com/QGh', [])).toBe(true);
    expect(isPushService('https://wns2-par02p.notify.windows.com/w/?token=BQY', [])).toBe(true);
  });

  it('refuses any other address, plain http, another port, credentials, and look-alike hosts', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:6379/',
      'not a url',
    ]) {
      expect([endpoint, isPushService(endpoint, [])]).toEqual([endpoint, false]);
    }
  });

  it('takes an origin the operator listed, exactly', () => {
    expect(isPushService('https://127.0.0.1:4555/push/1', ['https://127.0.0.1:4555'])).toBe(true);
    expect(isPushService('https://127.0.0.1:4556/push/1', ['https://127.0.0.1:4555'])).toBe(false);
  });
});

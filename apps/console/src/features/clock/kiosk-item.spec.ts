import { kioskItemView, webAddress } from './kiosk-item';

describe("the clock's kiosk items", () => {
  it('opens only http and https addresses', () => {
    expect(webAddress(' https://acme.example.com/safety ')).toBe('https://acme.example.com/safety');
    expect(webAddress('HTTP://acme.example.com')).toBe('http://acme.example.com/');
    for (const text of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://acme.example.com/a.mp4', 'acme.example.com', '//acme.example.com', '']) {
      expect(webAddress(text)).toBeNull();
    }
  });

  it('plays a video file, links a video page and a web page, and leaves out any other address', () => {
    expect(kioskItemView({ kioskContentType: 'Video', content: 'https://cdn.example.com/induction.MP4?v=2' })).toEqual({ show: 'video', src: 'https://cdn.example.com/induction.MP4?v=2' });
    expect(kioskItemView({ kioskContentType: 'Video', content: 'https://www.youtube.com/watch?v=abc' })).toEqual({ show: 'link', href: 'https://www.youtube.com/watch?v=abc', text: 'Watch the video' });
    expect(kioskItemView({ kioskContentType: 'Web', content: 'https://acme.example.com/induction.mp4' })).toEqual({ show: 'link', href: 'https://acme.example.com/induction.mp4', text: 'Open the page' });
    expect(kioskItemView({ kioskContentType: 'Web', content: 'javascript:alert(1)' })).toBeNull();
    expect(kioskItemView({ kioskContentType: 'Video', content: 'file:///etc/passwd.mp4' })).toBeNull();
  });

  it('hands Html on to be sanitised where it is shown', () => {
    expect(kioskItemView({ kioskContentType: 'Html', content: '<b>bold</b>' })).toEqual({ show: 'html', html: '<b>bold</b>' });
  });
});

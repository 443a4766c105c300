import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK_KIOSK_TEXTS, CLOCK_TEXTS, ClockArrivalReply, ClockKiosk as ClockKioskReply } from '@timekeep/contracts';
import { Arrival, ArrivalRequest, ClockError, decideArrival } from '@timekeep/domain-timekeeping';
import { escapeHtml, Mail, Mailer } from '@timekeep/server-platform';
import { CompanyEntity } from '@timekeep/server-organisation';
import { KioskQueries } from '@timekeep/server-settings';
import { companyByCode } from './clock-identity';
import { ClockThrottle } from './clock-throttle';

/** What the contact reads: who, as what, and when on the company's own clock. */
export function arrivalMail(arrival: Arrival, label: string, company: { name: string; timeZone: string }, at: Date): Mail {
  const when = new Intl.DateTimeFormat('en-GB', { timeZone: company.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
  const lines: [string, string][] = [
    ['Name', arrival.visitorName],
    ['Type', label],
    ['Time', when],
  ];
  const heading = `${arrival.visitorName} is at the ${company.name} time clock and asked for you`;
  return {
    to: arrival.contact.email,
    subject: `${arrival.visitorName} (${label}) is here to see you`,
    text: `Hello ${arrival.contact.firstname},\n\n${heading}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html: `<p>Hello ${escapeHtml(arrival.contact.firstname)},</p><p>${escapeHtml(heading)}.</p><table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
  };
}

/**
 * The kiosk on the public clock (docs/decisions/0046-kiosk-on-the-clock.md): what a company's
 * visitors and contractors see, and a mail to the contact they came to see. Every call counts
 * against the address as a PIN attempt does, since a company code is all either needs; each mail
 * also counts against its contact and its company, which no one address bounds.
 */
@Injectable()
export class ClockKiosk {
  private readonly logger = new Logger('clock-kiosk');

  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ClockThrottle,
    private readonly kiosk: KioskQueries,
    private readonly mailer: Mailer,
  ) {}

  async show(companyCode: string, address: string): Promise<ClockKioskReply> {
    const company = await this.company(companyCode, address);
    return { companyName: company.name, ...(await this.kiosk.forClock(company.id)) };
  }

  /**
   * Nothing is written: the mail is the arrival's only trace, besides a log line without the
   * visitor's name. A mail that would not go (no SMTP_URL, when the Mailer only logs) is refused
   * as one the server refuses: the visitor must not be told the contact knows.
   */
  async announce(companyCode: string, contactId: string, request: ArrivalRequest, address: string, now: Date): Promise<ClockArrivalReply> {
    const company = await this.company(companyCode, address);
    const { settings, label, contact } = await this.kiosk.forArrival(company.id, request.type, contactId);
    const arrival = decideArrival(request, settings, contact);
    if (!this.mailer.delivers) {
      this.logger.error(`A ${arrival.type} at the clock for contact ${contactId} of company ${company.id} was not announced: SMTP_URL is not set.`);
      throw new ServiceUnavailableException(CLOCK_KIOSK_TEXTS.notSent);
    }
    if (!(await this.throttle.takeArrival(company.id, contactId))) throw new ClockError('throttled', CLOCK_KIOSK_TEXTS.tooManyArrivals);
    try {
      await this.mailer.send(arrivalMail(arrival, label, company, now));
    } catch (error) {
      // The SMTP error's message repeats the recipient's address: only its codes go to the log.
      const { responseCode, code } = error as { responseCode?: number; code?: string };
      this.logger.error(`The mail of a ${arrival.type} at the clock to contact ${contactId} of company ${company.id} failed (code ${code ?? 'none'}, SMTP reply ${responseCode ?? 'none'}).`);
      throw new ServiceUnavailableException(CLOCK_KIOSK_TEXTS.notSent);
    }
    this.logger.log(`Told contact ${contactId} of company ${company.id} of a ${arrival.type} at the clock.`);
    return { message: 'success', contactName: arrival.contact.name };
  }

  private async company(companyCode: string, address: string): Promise<CompanyEntity> {
    if (!(await this.throttle.allowAddress(address))) throw new ClockError('throttled', CLOCK_TEXTS.tooManyAttempts);
    const company = await companyByCode(this.dataSource, companyCode);
    if (!company) throw new ClockError('invalid', CLOCK_KIOSK_TEXTS.unknownCompany);
    return company;
  }
}

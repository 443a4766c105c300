import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK_KIOSK_TEXTS, ClockArrivalReply } from '@timekeep/contracts';
import { Arrival, ArrivalRequest, ClockError, decideArrival } from '@timekeep/domain-timekeeping';
import { escapeHtml, Mail, Mailer } from '@timekeep/server-platform';
import { KioskQueries } from '@timekeep/server-settings';
import { ClockKioskQueries } from './clock-kiosk.queries';
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

/** POST /api/clock/kiosk/arrival: 'Let them know I'm here', from an address, to a contact of the company the code names. */
export class AnnounceArrivalCommand {
  constructor(
    readonly companyCode: string,
    readonly contactId: string,
    readonly request: ArrivalRequest,
    readonly address: string,
    readonly now: Date,
  ) {}
}

/**
 * A mail to the contact a visitor or contractor came to see (docs/decisions/0046-kiosk-on-the-clock.md).
 * Nothing is written: the mail is the arrival's only trace, besides a log line without the
 * visitor's name. A mail that would not go (no SMTP_URL, when the Mailer only logs) is refused
 * as one the server refuses: the visitor must not be told the contact knows. Each mail counts
 * against its contact and its company, which no one address bounds.
 */
@CommandHandler(AnnounceArrivalCommand)
export class AnnounceArrivalHandler implements ICommandHandler<AnnounceArrivalCommand, ClockArrivalReply> {
  private readonly logger = new Logger('clock-kiosk');

  constructor(
    private readonly companies: ClockKioskQueries,
    private readonly throttle: ClockThrottle,
    private readonly kiosk: KioskQueries,
    private readonly mailer: Mailer,
  ) {}

  async execute({ companyCode, contactId, request, address, now }: AnnounceArrivalCommand): Promise<ClockArrivalReply> {
    const company = await this.companies.company(companyCode, address);
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
}

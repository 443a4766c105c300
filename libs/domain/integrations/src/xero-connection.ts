import { EventType, XeroRegion } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** What the event log keeps of a Xero connection: the organisation, never a token. */
export interface XeroConnectionFacts {
  tenantId: string;
  tenantName: string;
  region: XeroRegion;
}

export interface XeroConnected {
  type: typeof EventType.XeroConnected;
  v: 1;
  data: XeroConnectionFacts;
}

/** A connection that cannot be made or used, in a sentence for the user. */
export class XeroRefusal extends Refusal {
  get kind(): RefusalKind {
    return 'invalid';
  }

  constructor(message: string) {
    super(message);
    this.name = 'XeroRefusal';
  }
}

/**
 * Which payroll API the organisation's timesheets go to: Xero Payroll AU (payroll.xro/1.0) or NZ
 * (payroll.xro/2.0), as the organisation's country says. Other countries' payrolls are not ours.
 */
export function xeroRegionOf(countryCode: string | null | undefined): XeroRegion {
  const code = (countryCode ?? '').trim().toUpperCase();
  if (code === 'AU' || code === 'NZ') return code;
  throw new XeroRefusal(`Timekeep sends timesheets to Xero Payroll Australia and New Zealand; this Xero organisation is in ${code || 'no country we know'}.`);
}

/** The organisation the company connected to; a reconnection to the same one records nothing. */
export function decideXeroConnection(stored: XeroConnectionFacts | null, connected: XeroConnectionFacts): XeroConnected[] {
  if (stored && stored.tenantId === connected.tenantId && stored.tenantName === connected.tenantName && stored.region === connected.region) return [];
  return [{ type: EventType.XeroConnected, v: 1, data: connected }];
}

import { Injectable } from '@nestjs/common';
import { CLOCK_KIOSK_TEXTS, CLOCK_TEXTS, ClockKiosk as ClockKioskReply } from '@timekeep/contracts';
import { ClockError } from '@timekeep/domain-timekeeping';
import { CompanyEntity } from '@timekeep/server-organisation';
import { KioskQueries } from '@timekeep/server-settings';
import { DataSource } from 'typeorm';
import { companyByCode } from './clock-identity';
import { ClockThrottle } from './clock-throttle';
import { companyZoneOf } from '../core/today';

/**
 * The kiosk on the public clock (docs/decisions/0046-kiosk-on-the-clock.md): what a company's
 * visitors and contractors see. Every call, this one and an arrival's, counts against the address
 * as a PIN attempt does, since a company code is all either needs.
 */
@Injectable()
export class ClockKioskQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ClockThrottle,
    private readonly kiosk: KioskQueries,
  ) {}

  /** The company's kiosk, and the time the clock shows on its behalf (its zone, the server's instant). */
  async show(companyCode: string, address: string, now: Date): Promise<ClockKioskReply> {
    const company = await this.company(companyCode, address);
    return { companyName: company.name, timeZone: companyZoneOf(company), now: now.toISOString(), ...(await this.kiosk.forClock(company.id)) };
  }

  /** The company the code names, once the address may ask again. */
  async company(companyCode: string, address: string): Promise<CompanyEntity> {
    if (!(await this.throttle.allowAddress(address))) throw new ClockError('throttled', CLOCK_TEXTS.tooManyAttempts);
    const company = await companyByCode(this.dataSource, companyCode);
    if (!company) throw new ClockError('invalid', CLOCK_KIOSK_TEXTS.unknownCompany);
    return company;
  }
}

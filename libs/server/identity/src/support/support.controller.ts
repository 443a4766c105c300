import { Controller, Get } from '@nestjs/common';
import type { SupportInfo } from '@timekeep/contracts';
import { CurrentPrincipal, Principal } from '@timekeep/server-platform';
import { SupportQueries } from './support.queries';

/** Contact Us (ours: docs/decisions/0068-contact-us-is-help.md): everyone signed in may ask whom to turn to, in their own company. */
@Controller()
export class SupportController {
  constructor(private readonly queries: SupportQueries) {}

  @Get('api/support')
  support(@CurrentPrincipal() principal: Principal): Promise<SupportInfo> {
    return this.queries.forCompany(principal.companyId);
  }
}

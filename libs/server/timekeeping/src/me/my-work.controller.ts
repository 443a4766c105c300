import { Controller, Get } from '@nestjs/common';
import type { MyWork } from '@timekeep/contracts';
import { Clock, CurrentPrincipal, Principal } from '@timekeep/server-platform';
import { MyWorkQueries } from './my-work.queries';

/** The employee's own app (ours: docs/decisions/0066-the-employees-home.md): about the signed-in employee only. */
@Controller()
export class MyWorkController {
  constructor(
    private readonly queries: MyWorkQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/me/work')
  work(@CurrentPrincipal() principal: Principal): Promise<MyWork> {
    return this.queries.work(principal, this.clock.now());
  }
}

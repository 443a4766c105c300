import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { deleteShiftFormSchema, shiftCardFormSchema } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { CommandContext, Ctx, parseBody } from '@timekeep/server-platform';
import { DeleteShiftCommand } from './delete-shift.handler';
import { SaveShiftCardCommand } from './save-shift-card.handler';

/**
 * Document 2 §7: the shift calls answer success and message. A refusal with a spec code (the
 * employee schedule's timeclash or nextDay, closedPeriod) is answered as success false with the
 * code; other refusals go to the filter as everywhere.
 */
async function shiftReply(run: () => Promise<unknown>): Promise<{ success: boolean; message: string }> {
  try {
    await run();
    return { success: true, message: 'success' };
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'code') return { success: false, message: error.answer };
    throw error;
  }
}

/** Document 2 §7 "Timesheet and punches": a shift of the timesheet saved or deleted. */
@Controller()
export class ShiftsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('timesheet/saveShiftCard')
  @HttpCode(200)
  async saveShiftCard(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ success: boolean; message: string }> {
    const { employeeId, day, create, workShiftId, workSectionId, customScheduleId, ...shift } = parseBody(shiftCardFormSchema, body);
    return shiftReply(() => this.commands.execute(new SaveShiftCardCommand(context, employeeId, day, create, { ...shift, id: workShiftId ?? workSectionId ?? null }, customScheduleId)));
  }

  @Post('timesheet/deleteCustomSchedule')
  @HttpCode(200)
  async deleteShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ success: boolean; message: string }> {
    const { employeeId, day, schId } = parseBody(deleteShiftFormSchema, body);
    return shiftReply(() => this.commands.execute(new DeleteShiftCommand(context, employeeId, day, schId)));
  }
}

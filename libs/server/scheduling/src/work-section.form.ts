import { z } from 'zod';
import { formBoolean, formList, formNumber } from '@timekeep/server-platform';

/** Document 1 §3 "Work section" as the template and employee schedule saves post it; the domain checks it. */
export const workSectionForm = z.object({
  id: z.string().optional(),
  startTime: z.string().default(''),
  startTimeType: z.enum(['Previous', 'Today']).default('Today'),
  endTime: z.string().default(''),
  endTimeType: z.enum(['Today', 'NextDay']).default('Today'),
  breakTime: formNumber.default(0),
  overrideBreakCalculation: formBoolean.default(false),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullish(),
  breakTriggerTime: formNumber.nullish(),
  breakStartTime: z.string().nullish(),
  allowOT: formBoolean.default(true),
  allowEA: formBoolean.default(false),
  allowLD: formBoolean.default(false),
  lunchWorkingThrough: formBoolean.default(false),
  isOverridePayGroup: formBoolean.default(false),
  departmentId: z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null)),
  jobId: z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null)),
  jobName: z.string().nullish(),
  taskId: z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null)),
  skills: formList(z.string().uuid('Choose one from the list.')),
  shiftId: z.string().uuid('Choose one from the list.').nullish(),
  labelName: z.string().max(100).nullish(),
  colorCode: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour as #rrggbb.').nullish(),
});

import { z } from 'zod';
import { OPEN_SHIFT_CLAIM_MODES } from './open-shift-modes';
import { rosterDateSchema } from './roster';

/** Open shifts' sentences (issue 33 §3, ADR 0078). */
export const OPEN_SHIFT_TEXTS = {
  published: (eligible: number) => `Open shift published: ${eligible} ${eligible === 1 ? 'employee' : 'employees'} can claim it.`,
  taken: (name: string) => `This shift was taken by ${name}.`,
  withdrawn: 'This open shift was withdrawn.',
  started: 'This shift has started: it can no longer be claimed.',
  claimed: 'The shift is yours.',
  claimWaits: 'Claimed: your manager will decide.',
  alreadyClaimed: 'You have claimed this shift already: your manager will decide.',
  notOffered: 'This open shift is not offered to you.',
  notClaimant: 'This employee has not claimed this shift.',
  notOpen: 'This open shift is no longer open.',
  approved: 'Claim approved: the shift is on the roster.',
  declined: 'Claim declined.',
  withdrew: 'Open shift withdrawn.',
  noSkill: 'Needs a skill this employee does not have.',
  otherPosition: 'For another position.',
  clash: 'Clashes with a shift already on the roster.',
} as const;

export const OPEN_SHIFT_STATUSES = ['open', 'filled', 'withdrawn'] as const;
export type OpenShiftStatus = (typeof OPEN_SHIFT_STATUSES)[number];

/** POST /api/roster/open-shifts: a library shift on a date, for the people of its position with these skills. */
export const openShiftCreateSchema = z
  .object({
    shiftId: z.string().uuid('Choose a shift from the library.'),
    date: rosterDateSchema,
    skillIds: z.array(z.string().uuid('Choose a skill from the list.')).max(20, 'At most 20 skills.').default([]),
    note: z.string().trim().max(200, 'At most 200 characters.').nullish(),
  })
  .strict();
export type OpenShiftCreate = z.infer<typeof openShiftCreateSchema>;

/** POST /api/roster/open-shifts/{id}/approve and /decline: the claimant chosen. */
export const openShiftDecisionSchema = z.object({ employeeId: z.string().uuid('Choose an employee.') }).strict();

/** GET /api/roster/open-shifts: the range's open shifts. */
export const openShiftListQuerySchema = z.object({ startDate: rosterDateSchema, endDate: rosterDateSchema }).strict();

const claimSchema = z.object({ employeeId: z.string(), name: z.string(), at: z.string() });

/** An open shift as its planner reads it. */
export const openShiftSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** Wall times of the company's day, as the roster's sections: "09:00", with +1 when it ends the next day. */
  startTime: z.string(),
  endTime: z.string(),
  endsNextDay: z.boolean(),
  breakTime: z.number(),
  labelName: z.string().nullable(),
  colorCode: z.string().nullable(),
  positionId: z.string(),
  positionName: z.string().nullable(),
  skills: z.array(z.object({ id: z.string(), name: z.string() })),
  note: z.string().nullable(),
  claimMode: z.enum(OPEN_SHIFT_CLAIM_MODES),
  status: z.enum(OPEN_SHIFT_STATUSES),
  /** Who was offered it when it was published. */
  offered: z.number(),
  claims: z.array(claimSchema),
  filledBy: z.object({ employeeId: z.string(), name: z.string() }).nullable(),
  version: z.number(),
});
export type OpenShift = z.infer<typeof openShiftSchema>;
export const openShiftListSchema = z.array(openShiftSchema);

/** An open shift offered to her (her home): hers to claim, or claimed by her and waiting. */
export const myOpenShiftSchema = openShiftSchema.pick({ id: true, date: true, startTime: true, endTime: true, endsNextDay: true, labelName: true, positionName: true, note: true, claimMode: true }).extend({ claimed: z.boolean() });
export type MyOpenShift = z.infer<typeof myOpenShiftSchema>;
export const myOpenShiftListSchema = z.array(myOpenShiftSchema);

export const openShiftCreatedSchema = z.object({ id: z.string(), offered: z.number(), message: z.string() });

/** POST /api/me/open-shifts/{id}/claim and /api/roster/open-shifts/{id}/withdraw take nothing: the shift is in the path, the claimant is the signed-in employee. */
export const openShiftActionSchema = z.object({}).strict();

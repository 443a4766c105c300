import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK_TEXTS, ClockPunchReply, PayRuleKind } from '@timekeep/contracts';
import { ClockDirection, ClockError, TimekeepingError, decideClockPunch, decideRecordPunches, DEFAULT_OUTSIDE_FENCE_POLICY, Fence, GeoPoint, NewPunch, offlineFlag, offlinePunchTiming, type OfflinePunchTiming } from '@timekeep/domain-timekeeping';
import { localOf } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity, PayRuleLookup } from '@timekeep/server-pay-rules';
import { AppConfig, CommandContext, ImageStore, OrmTx } from '@timekeep/server-platform';
import { PunchCodeSigner } from '@timekeep/server-settings';
import { randomUUID } from 'node:crypto';
import { In, LessThanOrEqual } from 'typeorm';
import { checkRefs } from '../punches/punch-writes';
import { PunchEntity } from '../core/punch.entity';
import { punchStatesOf } from '../punches/punch-status';
import { TimesheetWriter } from '../core/timesheet-writer';
import type { EmployeeEntity } from '@timekeep/server-people';
import { ClockDevices } from './clock-devices';

export interface ClockPunchRequest {
  asked: ClockDirection | null;
  point: GeoPoint | null;
  /** The scanned or opened punch code's text; null for none. */
  code: string | null;
  /** Already checked to be a JPEG or PNG within the size limit. */
  photo: Buffer | null;
  /** A punch the device kept while offline (ADR 0071), its signature already checked; null for one taken now. */
  offline: { id: string; deviceId: string; recordedAt: Date; sentAt: Date } | null;
}


/** A punch at the web clock, by the employee themself (context.principal is their own account). */
export class ClockPunchCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly request: ClockPunchRequest,
  ) {}
}

/** The position, job and task a punch code names (the special customer's: its project and Level 3 task). */
function sectionOf(fields: Record<string, string | null>): { positionId: string | null; jobId: string | null; taskId: string | null } {
  if ('project' in fields) return { positionId: null, jobId: fields.project, taskId: fields.task };
  return { positionId: fields.departmentId ?? null, jobId: fields.jobId ?? null, taskId: fields.taskId ?? null };
}

@CommandHandler(ClockPunchCommand)
export class ClockPunchHandler implements ICommandHandler<ClockPunchCommand, ClockPunchReply> {
  private readonly logger = new Logger('clock');
  private readonly photos: ImageStore;

  constructor(
    private readonly writer: TimesheetWriter,
    private readonly payRules: PayRuleLookup,
    private readonly signer: PunchCodeSigner,
    private readonly devices: ClockDevices,
    private readonly config: AppConfig,
  ) {
    this.photos = new ImageStore(config.uploadDir, 'punch-photos');
  }

  async execute({ context, employeeId, request }: ClockPunchCommand): Promise<ClockPunchReply> {
    const companyId = context.principal.companyId;
    const code = request.code === null ? null : this.signer.verify(companyId, request.code);
    if (request.code !== null && !code) throw new ClockError('forbidden', CLOCK_TEXTS.forgedCode);
    const section = code ? sectionOf(code) : { positionId: null, jobId: null, taskId: null };
    const stored: { photo?: string } = {};
    const offline = request.offline;
    const timing = offline ? offlinePunchTiming({ recordedAt: offline.recordedAt, sentAt: offline.sentAt, receivedAt: context.now, ...this.config.clockOffline }) : null;
    try {
      return await this.record(context, employeeId, request, section, stored, timing);
    } catch (error) {
      // Refused after its photo was stored (a closed pay period, the timesheet changed meanwhile): the punch is
      // not recorded, so its photo is not kept either. The refusal stays the answer even if the removal fails.
      const photo = stored.photo;
      // The file's name only (a random hex name): who punched is not written to the log.
      if (photo) await this.photos.remove(photo).catch((e) => this.logger.warn(`could not remove the refused punch's photo ${photo}: ${(e as Error).message}`));
      // Sent twice at once (two tabs, a retry over a slow network): the other recorded it while this one
      // waited for the employee's lock, and this one is answered as it was, whatever it then met.
      const replied = offline ? await this.devices.recorded(offline.id, offline.deviceId) : null;
      if (replied) return replied;
      // The console's closedPeriod code names the Payroll Transfer page: the person at the clock is told in their words.
      if (error instanceof TimekeepingError && error.code === 'closedPeriod') throw new ClockError('invalid', offline ? CLOCK_TEXTS.offlineClosedPeriod : CLOCK_TEXTS.closedPeriod);
      throw error;
    }
  }

  private async record(
    context: CommandContext,
    employeeId: string,
    request: ClockPunchRequest,
    section: ReturnType<typeof sectionOf>,
    stored: { photo?: string },
    timing: OfflinePunchTiming | null,
  ): Promise<ClockPunchReply> {
    const companyId = context.principal.companyId;
    const { result } = await this.writer.write(
      context,
      employeeId,
      undefined,
      async ({ state, employee, companyFacts, tx }) => {
        await checkRefs(tx, this.payRules, companyId, section);
        // A punch kept offline happened when the device says (corrected when its clock was off), not now.
        const at = timing?.at ?? context.now;
        const zone = companyFacts.zoneOf(employee.departmentId);
        const local = localOf(Math.floor(at.getTime() / 1000), zone);
        const fences = await this.fencesOf(tx, employee);
        const last = await tx.manager.findOne(PunchEntity, { where: { employeeId: employee.id, local: LessThanOrEqual(local) }, order: { local: 'DESC', recordedAt: 'DESC' } });
        const decision = decideClockPunch({
          asked: request.asked,
          // The boards' rule at the punch's instant (punch-status.ts): the clock cannot take an Out from someone they show out.
          openIn: (await punchStatesOf(tx, companyFacts, [employee], at)).get(employee.id)?.status === 'In',
          // The double-read guard: a punch recorded after this one happened (entered later) says nothing of it.
          sinceLast: last && last.recordedAt.getTime() <= at.getTime() ? (at.getTime() - last.recordedAt.getTime()) / 1000 : null,
          point: request.point,
          fences,
          policy: await this.policyOf(tx, companyId),
          noGPS: employee.record.noGPS,
          noGeoFence: employee.record.noGeoFence,
        });
        // Stored only once the clock decided the punch; a refusal after this takes it back (execute).
        const photo = request.photo ? (stored.photo = await this.photos.save({ buffer: request.photo })) : null;
        const punch: NewPunch = {
          id: randomUUID(),
          day: local.slice(0, 10),
          punchTime: local.slice(11, 16),
          dayType: 'Today',
          reason: timing ? offlineFlag(timing, local, localOf(Math.floor(context.now.getTime() / 1000), zone), decision.flag) : decision.flag,
          workPlaceId: decision.workPlaceId,
          ...section,
          entry: timing ? 'Offline' : 'Clock',
          photo,
          location: decision.location,
        };
        const events = decideRecordPunches(state, employee.id, [punch], { refuseSameMinute: false });
        const reply: ClockPunchReply = {
          punchId: punch.id,
          direction: decision.direction,
          local,
          employeeName: `${employee.firstName} ${employee.lastName}`,
          workPlaceName: fences.find((f) => f.id === decision.workPlaceId)?.name ?? null,
          flag: punch.reason,
        };
        const offline = request.offline;
        if (offline) await ClockDevices.keep(tx, { id: offline.id, deviceId: offline.deviceId, companyId, employeeId: employee.id, punchId: punch.id, recordedAt: at, receivedAt: context.now, reply });
        return { events, dates: [punch.day], result: reply };
      },
      { reply: false, ownPunch: true },
    );
    return result;
  }

  private async fencesOf(tx: OrmTx, employee: EmployeeEntity): Promise<Fence[]> {
    const ids = employee.record.workPlaceId ?? [];
    if (!ids.length) return [];
    const rows = await tx.manager.findBy(PayRuleEntity, { companyId: employee.companyId, kind: PayRuleKind.Workplace, id: In(ids), active: true });
    return rows.map((row) => {
      // A workplace's fields (settings' WorkplaceFields): the fence is all the clock reads of them.
      const { latitude, longitude, radius } = fieldsOf<Omit<Fence, 'id' | 'name'>>(row);
      return { id: row.id, name: row.name, latitude, longitude, radius };
    });
  }

  private async policyOf(tx: OrmTx, companyId: string) {
    const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
    return companyStateOf(company).detail.clockOutsideFence ?? DEFAULT_OUTSIDE_FENCE_POLICY;
  }
}

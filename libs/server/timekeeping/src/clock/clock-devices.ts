import { randomUUID, createPublicKey, verify } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CLOCK_TEXTS, type ClockPunchReply } from '@timekeep/contracts';
import { ClockError } from '@timekeep/domain-timekeeping';
import { type OrmTx } from '@timekeep/server-platform';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { ClockThrottle } from './clock-throttle';

/** A device that signs the punches it keeps offline: its public key (ECDSA P-256), registered while online. */
@Entity({ name: 'clock_device' })
export class ClockDeviceEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('jsonb', { name: 'public_key' }) publicKey!: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}

/** A punch kept offline and recorded, once, with the reply its device was given. */
@Entity({ name: 'clock_offline_punch' })
export class ClockOfflinePunchEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'device_id' }) deviceId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('uuid', { name: 'punch_id' }) punchId!: string;
  @Column('timestamptz', { name: 'recorded_at' }) recordedAt!: Date;
  @Column('timestamptz', { name: 'received_at' }) receivedAt!: Date;
  @Column('jsonb') reply!: ClockPunchReply;
}

/**
 * The clock's devices (ADR 0071). A device registers a key pair it made itself (the private key
 * never leaves it: WebCrypto, not extractable) and signs each punch it keeps offline; the server
 * checks the signature when the punch arrives, so a time or place changed in the device's storage
 * afterwards is refused. Registering needs no sign-in (a shared tablet has none) and counts against
 * the address as a PIN attempt does.
 */
@Injectable()
export class ClockDevices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ClockThrottle,
  ) {}

  async register(publicKey: ClockDeviceEntity['publicKey'], address: string): Promise<string> {
    if (!(await this.throttle.allowAddress(address))) throw new ClockError('throttled', CLOCK_TEXTS.tooManyAttempts);
    // A point off the curve is no key: refused before it is kept.
    try {
      createPublicKey({ key: { kty: publicKey.kty, crv: publicKey.crv, x: publicKey.x, y: publicKey.y }, format: 'jwk' });
    } catch {
      throw new ClockError('invalid', CLOCK_TEXTS.offlineUnknownDevice);
    }
    const id = randomUUID();
    await this.dataSource.query(`INSERT INTO clock_device (id, public_key, created_at) VALUES ($1, $2, now())`, [id, { kty: publicKey.kty, crv: publicKey.crv, x: publicKey.x, y: publicKey.y }]);
    return id;
  }

  /** Refuses a punch its device did not sign as it is (or a device the server does not know). */
  async checkSigned(deviceId: string, text: string, signature: string): Promise<void> {
    const [device] = await this.dataSource.query<Array<{ public_key: ClockDeviceEntity['publicKey'] }>>(`SELECT public_key FROM clock_device WHERE id = $1`, [deviceId]);
    if (!device) throw new ClockError('invalid', CLOCK_TEXTS.offlineUnknownDevice);
    const key = createPublicKey({ key: device.public_key, format: 'jwk' });
    // WebCrypto's ECDSA signature is r and s side by side (IEEE P1363), not DER.
    if (!verify('sha256', Buffer.from(text), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new ClockError('invalid', CLOCK_TEXTS.offlineTampered);
  }

  /** The reply a punch kept offline was given when it was recorded, if it was: one sent again is answered alike. */
  async recorded(offlineId: string, deviceId: string): Promise<ClockPunchReply | null> {
    const [row] = await this.dataSource.query<Array<{ reply: ClockPunchReply }>>(`SELECT reply FROM clock_offline_punch WHERE id = $1 AND device_id = $2`, [offlineId, deviceId]);
    return row?.reply ?? null;
  }

  /** Kept in the punch's own transaction: the punch and its record commit together, or neither. */
  static async keep(tx: OrmTx, row: Omit<ClockOfflinePunchEntity, 'reply'> & { reply: ClockPunchReply }): Promise<void> {
    await tx.sql.query(
      `INSERT INTO clock_offline_punch (id, device_id, company_id, employee_id, punch_id, recorded_at, received_at, reply) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.id, row.deviceId, row.companyId, row.employeeId, row.punchId, row.recordedAt, row.receivedAt, row.reply],
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review keeps the schedule it saw, as it keeps the punch times, so a changed schedule brings the
 * exception back (docs/decisions/0029-time-card-exceptions.md). The reviewed events always carried
 * the schedule: the reviews made before take it from each one's latest reviewed event.
 */
export class ExceptionReviewSchedule1764300640000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE exception_review ADD COLUMN schedule_in text, ADD COLUMN schedule_out text');
    await queryRunner.query(`
      UPDATE exception_review r
         SET schedule_in = seen.data->>'scheduleIn', schedule_out = seen.data->>'scheduleOut'
        FROM (SELECT DISTINCT ON (data->>'exceptionId') data
                FROM events
               WHERE type = 'timekeeping.exception-reviewed'
               ORDER BY data->>'exceptionId', global_position DESC) seen
       WHERE seen.data->>'exceptionId' = r.exception_id::text
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE exception_review DROP COLUMN schedule_out, DROP COLUMN schedule_in');
  }
}

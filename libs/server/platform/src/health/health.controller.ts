import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueues } from '../jobs/job-queues';
import { Public } from '../tenancy/auth.decorators';

type Check = 'up' | 'down';

@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  /** 200 when the database and Redis answer, 503 naming the part that does not. */
  @Public()
  @Get('health')
  async health(): Promise<{ status: 'ok'; db: Check; redis: Check }> {
    const [db, redis] = await Promise.all([
      this.dataSource.query('SELECT 1').then((): Check => 'up', (): Check => 'down'),
      withTimeout(this.queues.ping(), 2_000).then((ok): Check => (ok ? 'up' : 'down'), (): Check => 'down'),
    ]);
    if (db === 'down' || redis === 'down') {
      throw new HttpException({ status: 'error', db, redis }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', db, redis };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

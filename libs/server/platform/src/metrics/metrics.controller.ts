import { Controller, Get, Header, Headers, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Public } from '../tenancy/auth.decorators';
import { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus' scrape, for the operator only (ADR 0049): routes, statuses and the process's figures
 * tell an outsider what runs and how busy it is. Off unless METRICS_TOKEN is set, then answered
 * only to `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 */
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException('Metrics are off: set METRICS_TOKEN to scrape them.');
    const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(presented), digest(token))) throw new UnauthorizedException('Metrics need the bearer token set in METRICS_TOKEN.');
    return this.metrics.registry.metrics();
  }
}

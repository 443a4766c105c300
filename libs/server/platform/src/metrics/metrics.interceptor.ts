import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, tap } from 'rxjs';
import { Metrics } from './metrics';

@Injectable()
export class MetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ method: string; route?: { path?: string } }>();
    const route = request.route?.path ?? 'unmatched';
    const stop = this.metrics.httpDuration.startTimer({ method: request.method, route });
    const record = (status: number) => {
      stop();
      this.metrics.httpRequests.inc({ method: request.method, route, status: String(status) });
    };
    return next.handle().pipe(
      tap({
        next: () => record(context.switchToHttp().getResponse<{ statusCode: number }>().statusCode),
        error: (error: { getStatus?: () => number }) => record(error.getStatus?.() ?? 500),
      }),
    );
  }
}

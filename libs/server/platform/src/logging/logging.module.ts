import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { withoutCarriedValues } from './query-values';
import { requestWithoutOAuthGrant } from './oauth-parameters';

/**
 * Structured JSON logs. Each request gets an id (x-request-id honoured) and a correlation id
 * (x-correlation-id honoured, else the request id) that events written by it carry too.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req, res) => {
            const incoming = req.headers['x-request-id'];
            const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
            res.setHeader('x-request-id', id);
            const correlation = req.headers['x-correlation-id'];
            res.setHeader('x-correlation-id', typeof correlation === 'string' ? correlation : id);
            return id;
          },
          customProps: (req) => ({
            correlationId: (req.headers['x-correlation-id'] as string | undefined) ?? req.id,
          }),
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // An unexpected error is logged whole, a database error holds the row it failed to write, and a
          // body the server could not parse is kept on its error (request bodies are never logged);
          // a third party's OAuth redirect back to us carries its grant in the address.
          serializers: { err: withoutCarriedValues, req: requestWithoutOAuthGrant },
          autoLogging: { ignore: (req) => /\/(health|metrics)$/.test(req.url ?? '') },
        },
      }),
    }),
  ],
})
export class LoggingModule {}

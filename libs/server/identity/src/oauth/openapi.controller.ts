import { Controller, Get } from '@nestjs/common';
import { AppConfig, Public } from '@timekeep/server-platform';
import { openApiDocument } from './openapi-document';

/** GET /api/openapi.json at the API base: public, as an integrator reads it before holding a client. */
@Controller('api')
export class OpenApiController {
  private readonly document: object;

  constructor(config: AppConfig) {
    this.document = openApiDocument(`${config.publicUrl}${config.apiBasePath}`);
  }

  @Public()
  @Get('openapi.json')
  openapi(): object {
    return this.document;
  }
}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { WorkplaceGuard } from './workplaces/workplace-guard';
import { WorkplacesController } from './workplaces/workplaces.controller';

/** The company's settings areas (document 2 "Workplaces"; kiosk and punch codes come here): workplaces are kept in the pay-rules catalogue. */
@Module({
  imports: [CqrsModule],
  controllers: [WorkplacesController],
  providers: [WorkplaceGuard],
})
export class SettingsModule {}

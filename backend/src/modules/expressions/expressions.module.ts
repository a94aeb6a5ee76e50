import { Module } from '@nestjs/common';

import { ExpressionsController } from './expressions.controller.js';
import { ExpressionsService } from './expressions.service.js';

@Module({ controllers: [ExpressionsController], providers: [ExpressionsService] })
export class ExpressionsModule {}

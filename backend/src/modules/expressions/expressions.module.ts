import { Module } from '@nestjs/common';

import { ShariaModule } from '../sharia/sharia.module.js';
import { ExpressionsController } from './expressions.controller.js';
import { ExpressionsService } from './expressions.service.js';

@Module({ imports: [ShariaModule], controllers: [ExpressionsController], providers: [ExpressionsService] })
export class ExpressionsModule {}

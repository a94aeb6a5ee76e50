import { Global, Module } from '@nestjs/common';

import { NotificationsService } from './notifications.service.js';

/** Global: every posting module (activities, payouts, distributions, assets, tickets) makes notices. */
@Global()
@Module({ providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}

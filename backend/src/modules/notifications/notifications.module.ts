import { Global, Module } from '@nestjs/common';

import { NotificationCenterService } from './notification-center.service.js';
import { NotificationsController, UnsubscribeController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { NoticeMailer } from './notice-mailer.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** Global: every posting module (activities, payouts, distributions, assets, tickets) makes notices. */
@Global()
@Module({
  controllers: [NotificationsController, UnsubscribeController],
  providers: [NotificationsService, NotificationCenterService, NoticeMailer, UnsubscribeLinks],
  exports: [NotificationsService, NoticeMailer, UnsubscribeLinks],
})
export class NotificationsModule {}

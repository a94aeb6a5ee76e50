import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { MESSAGES, NotificationPreferencesView, NotificationView, UnreadCountsView, UnsubscribeView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto.js';
import { NotificationCenterService } from './notification-center.service.js';

/** The investor's notices (their own, from the session) and what is e-mailed to them. */
@Roles('investor')
@Controller('investor')
export class NotificationsController {
  constructor(private readonly center: NotificationCenterService) {}

  @ApiAnswer('Reads which notices the investor gets by e-mail, and when', NotificationPreferencesView)
  @Get('notification-preferences')
  preferences(@CurrentUser() user: AuthUser) {
    return this.center.preferences(user.id);
  }

  @ApiAnswer(
    'Changes which notices the investor gets by e-mail (immediate, daily digest or off) and their time zone',
    NotificationPreferencesView,
  )
  @Put('notification-preferences')
  updatePreferences(@Body() dto: UpdateNotificationPreferencesDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.center.updatePreferences(dto, user, req);
  }

  @ApiAnswer("Lists the investor's notices, newest first", NotificationView, { list: true })
  @Get('notifications')
  list(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.center.list(query, user.id);
  }

  @ApiAnswer('Counts unread notices, documents and updates', UnreadCountsView)
  @Get('unread')
  unread(@CurrentUser() user: AuthUser) {
    return this.center.unread(user.id);
  }

  @ApiAnswer('Marks a notice read (and opens its item: the activity is marked read too)', NotificationView)
  @HttpCode(200)
  @Post('notifications/:notificationId/read')
  read(@IdParam('notificationId', MESSAGES.notificationNotFound) id: string, @CurrentUser() user: AuthUser) {
    return this.center.markRead(id, user.id);
  }
}

/**
 * Public: the unsubscribe link of a notice or digest e-mail (its signed token is the credential). GET
 * says what it would change and changes nothing; POST applies it (RFC 8058 one-click: mail clients POST
 * `List-Unsubscribe=One-Click` as a form, without a session or an Origin).
 */
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly center: NotificationCenterService) {}

  @Public()
  @RateLimit('unsubscribe')
  @ApiAnswer('Reads what an unsubscribe link would turn off (changes nothing)', UnsubscribeView)
  @Get()
  look(@Query() query: UnsubscribeQueryDto) {
    return this.center.lookUnsubscribe(query.token);
  }

  @Public()
  @RateLimit('unsubscribe')
  @ApiAnswer("Turns off the link's categories of e-mail for its investor (RFC 8058 one-click)", UnsubscribeView)
  @HttpCode(200)
  @Post()
  unsubscribe(@Query() query: UnsubscribeQueryDto, @Req() req: Request) {
    return this.center.unsubscribe(query.token, req);
  }
}

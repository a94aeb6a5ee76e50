import { Body, Controller, Delete, Get, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  BoardMemberView,
  CsvText,
  MESSAGES,
  NisabPriceView,
  PronouncementView,
  PurificationEntryView,
  PurificationLedgerView,
  PurificationRateView,
  PurificationTotalView,
  SchemeShariaStatusView,
  SchemeShariaView,
  ShariaReportView,
  ShariaSettingsView,
  UploadTargetAnswer,
  ZakatEstimateView,
} from '@fund/contracts';
import type { Request, Response } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import {
  BoardMemberDto,
  NisabPriceDto,
  PronouncementDto,
  PurificationMarkDto,
  PurificationRateDto,
  PurificationTotalsQueryDto,
  SchemeZakatDto,
  ShariaReportDto,
  ShariaSettingsDto,
  UploadKindDto,
  ZakatDateDto,
} from './dto/sharia.dto.js';
import { PurificationService } from './purification.service.js';
import { ShariaGate } from './sharia-status.js';
import { ShariaService } from './sharia.service.js';
import { ZakatService } from './zakat.service.js';

const totalsFilter = (query: PurificationTotalsQueryDto) => ({
  schemeId: query.schemeId,
  year: query.year === undefined ? undefined : Number(query.year),
});

/** What every signed-in user reads: the fund's settings, the current board, each scheme's status and pronouncements, the annual reports. */
@Controller('sharia')
export class ShariaController {
  constructor(
    private readonly sharia: ShariaService,
    private readonly status: ShariaGate,
  ) {}

  @ApiAnswer("Reads the fund's Sharia settings (the expiry gate, nisab metal, zakat year)", ShariaSettingsView)
  @Get('settings')
  settings() {
    return this.sharia.settings();
  }

  @ApiAnswer('Lists the current Sharia supervisory board', BoardMemberView, { array: true })
  @Get('board')
  board() {
    return this.sharia.currentBoard();
  }

  @ApiAnswer("Lists every current scheme's Sharia status (the badge)", SchemeShariaStatusView, { array: true })
  @Get('schemes')
  schemes() {
    return this.status.all();
  }

  @ApiAnswer("Reads a scheme's Sharia status, certificate, pronouncements and purification shares", SchemeShariaView)
  @Get('schemes/:id')
  scheme(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.sharia.scheme(id);
  }

  @ApiAnswer('Lists the annual Sharia reports, newest year first', ShariaReportView, { array: true })
  @Get('reports')
  reports() {
    return this.sharia.reports();
  }
}

/** Admins: the board, pronouncements, reports, purification shares and totals, nisab prices and settings. */
@AdminOnly()
@Controller('admin/sharia')
export class ShariaAdminController {
  constructor(
    private readonly sharia: ShariaService,
    private readonly purification: PurificationService,
    private readonly zakat: ZakatService,
  ) {}

  @ApiAnswer("Changes the fund's Sharia settings", ShariaSettingsView)
  @Put('settings')
  updateSettings(@Body() dto: ShariaSettingsDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.updateSettings(dto, user, req);
  }

  /** `{kind}`: 'sharia-document' (a signed PDF, 10 MB) or 'board-photo' (JPEG or PNG, 5 MB). PUT the file to uploadURL, then save the record with objectPath. */
  @ApiAnswer('Requests an upload URL for a signed Sharia document or a board photo', UploadTargetAnswer)
  @IssuesUploads('adminUpload')
  @Post('upload-url')
  uploadUrl(@Body() dto: UploadKindDto) {
    return this.sharia.uploadUrl(dto.kind);
  }

  @ApiAnswer('Lists every board member, past ones too', BoardMemberView, { list: true })
  @Get('board')
  board(@Query() query: ListQueryDto) {
    return this.sharia.board(query);
  }

  @ApiAnswer('Adds a board member', BoardMemberView)
  @Post('board')
  addMember(@Body() dto: BoardMemberDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.saveBoardMember(null, dto, user, req);
  }

  @ApiAnswer('Changes a board member', BoardMemberView)
  @Put('board/:id')
  updateMember(
    @IdParam('id', MESSAGES.boardMemberNotFound) id: string,
    @Body() dto: BoardMemberDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.sharia.saveBoardMember(id, dto, user, req);
  }

  @ApiAnswer('Removes a board member', BoardMemberView)
  @Delete('board/:id')
  removeMember(@IdParam('id', MESSAGES.boardMemberNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.removeBoardMember(id, user, req);
  }

  @ApiAnswer('Lists pronouncements (filter schemeId, kind)', PronouncementView, { list: true })
  @Get('pronouncements')
  pronouncements(@Query() query: ListQueryDto) {
    return this.sharia.pronouncements(query);
  }

  /** 400: valid until before the issue date, or a document that is not an uploaded PDF. */
  @ApiAnswer('Adds a fatwa, certificate or resolution to a scheme', PronouncementView)
  @Post('pronouncements')
  addPronouncement(@Body() dto: PronouncementDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.savePronouncement(null, dto, user, req);
  }

  @ApiAnswer('Corrects a pronouncement', PronouncementView)
  @Put('pronouncements/:id')
  updatePronouncement(
    @IdParam('id', MESSAGES.pronouncementNotFound) id: string,
    @Body() dto: PronouncementDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.sharia.savePronouncement(id, dto, user, req);
  }

  @ApiAnswer('Removes a pronouncement', PronouncementView)
  @Delete('pronouncements/:id')
  removePronouncement(@IdParam('id', MESSAGES.pronouncementNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.removePronouncement(id, user, req);
  }

  /** 409: the year is already reported. */
  @ApiAnswer('Adds an annual Sharia report', ShariaReportView)
  @Post('reports')
  addReport(@Body() dto: ShariaReportDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.addReport(dto, user, req);
  }

  @ApiAnswer('Removes an annual Sharia report', ShariaReportView)
  @Delete('reports/:id')
  removeReport(@IdParam('id', MESSAGES.shariaReportNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sharia.removeReport(id, user, req);
  }

  @ApiAnswer('Lists purification shares (filter schemeId)', PurificationRateView, { list: true })
  @Get('purification-rates')
  rates(@Query() query: ListQueryDto) {
    return this.purification.rates(query);
  }

  /** 400: a share outside 0-100% or a negative amount; 409: the scheme has a share for part of the period. */
  @ApiAnswer("Sets a scheme's purification share for a period", PurificationRateView)
  @Post('purification-rates')
  addRate(@Body() dto: PurificationRateDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.purification.addRate(dto, user, req);
  }

  @ApiAnswer('Removes a purification share', PurificationRateView)
  @Delete('purification-rates/:id')
  removeRate(@IdParam('id', MESSAGES.purificationRateNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.purification.removeRate(id, user, req);
  }

  @ApiAnswer('Totals purification per scheme and period', PurificationTotalView, { array: true })
  @Get('purification-totals')
  totals(@Query() query: PurificationTotalsQueryDto) {
    return this.purification.totals(totalsFilter(query));
  }

  @ApiAnswer('Writes the purification totals as CSV', CsvText, { contentType: 'text/csv' })
  @Get('purification-totals.csv')
  async totalsCsv(@Query() query: PurificationTotalsQueryDto, @Res() res: Response): Promise<void> {
    const csv = await this.purification.totalsCsv(totalsFilter(query));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="purification-${query.year ?? 'all'}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  }

  @ApiAnswer('Lists nisab prices, newest first', NisabPriceView, { list: true })
  @Get('nisab-prices')
  prices(@Query() query: ListQueryDto) {
    return this.zakat.prices(query);
  }

  /** 400: a price of zero or less. */
  @ApiAnswer('Records a gold or silver price per gram for the nisab', NisabPriceView)
  @Post('nisab-prices')
  addPrice(@Body() dto: NisabPriceDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.zakat.addPrice(dto, user, req);
  }

  @ApiAnswer('Removes a nisab price entered by mistake', NisabPriceView)
  @Delete('nisab-prices/:id')
  removePrice(@IdParam('id', MESSAGES.nisabPriceNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.zakat.removePrice(id, user, req);
  }

  @ApiAnswer("Sets a musharakah scheme's zakatable share of assets", SchemeShariaView)
  @Put('schemes/:id/zakat')
  setSchemeZakat(
    @IdParam('id', MESSAGES.schemeNotFound) id: string,
    @Body() dto: SchemeZakatDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.sharia.setSchemeZakat(id, dto, user, req);
  }
}

/** The investor's own purification ledger and zakat estimate. */
@Roles('investor')
@Controller('investor')
export class InvestorShariaController {
  constructor(
    private readonly purification: PurificationService,
    private readonly zakat: ZakatService,
  ) {}

  @ApiAnswer("Reads the investor's purification ledger: totals by year and each payout's amount to purify", PurificationLedgerView)
  @Get('purification')
  ledger(@CurrentUser() user: AuthUser) {
    return this.purification.ledger(user.id);
  }

  @ApiAnswer('Requests an upload URL for a purification receipt (PDF, JPEG or PNG; 10 MB)', UploadTargetAnswer)
  @IssuesUploads('userUpload')
  @Post('purification/receipt-upload-url')
  receiptUploadUrl() {
    return this.purification.receiptUploadUrl();
  }

  /** The id is the payout's activity id. 404: not the investor's payout, or nothing to purify. */
  @ApiAnswer("Marks a payout's purification given (with an optional receipt) or not", PurificationEntryView)
  @Put('purification/:id')
  mark(@IdParam('id', MESSAGES.purificationEntryNotFound) id: string, @Body() dto: PurificationMarkDto, @CurrentUser() user: AuthUser) {
    return this.purification.mark(user.id, id, dto);
  }

  @ApiAnswer("Reads the investor's zakat estimate for their next zakat day", ZakatEstimateView)
  @Get('zakat')
  estimate(@CurrentUser() user: AuthUser) {
    return this.zakat.estimate(user.id);
  }

  /** 400: not a real Hijri day (month 1-12, day 1-30). */
  @ApiAnswer("Sets the investor's zakat day (a Hijri day and month) and answers the estimate", ZakatEstimateView)
  @Put('zakat')
  setDate(@Body() dto: ZakatDateDto, @CurrentUser() user: AuthUser) {
    return this.zakat.setDate(user.id, dto);
  }
}

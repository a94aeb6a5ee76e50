import { MESSAGES, type StatementRunRequest } from '@fund/contracts';
import { IsOptional, ValidateBy } from 'class-validator';

import { isRecordId } from '../../../common/http/id-param.js';
import { CalendarDate, RequiredString } from '../../../common/validation/decorators.js';

/** The most investors one run may name (a run for everyone names none). */
export const MAX_STATEMENT_INVESTORS = 10_000;

/** POST /api/admin/statement-runs: the period (whole UTC days) and, optionally, the investors. Order and the future are the service's checks. */
export class StatementRunDto implements StatementRunRequest {
  @CalendarDate('periodStart')
  @RequiredString(MESSAGES.periodStartInvalid, 10)
  periodStart!: string;

  @CalendarDate('periodEnd')
  @RequiredString(MESSAGES.periodEndInvalid, 10)
  periodEnd!: string;

  @IsOptional()
  @ValidateBy({
    name: 'investorIdList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.length >= 1 && value.length <= MAX_STATEMENT_INVESTORS && value.every(isRecordId),
      defaultMessage: () => MESSAGES.statementInvestorIdsInvalid,
    },
  })
  investorIds?: string[] | null;
}

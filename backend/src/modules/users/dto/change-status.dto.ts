import { IsIn } from 'class-validator';

export const LOGIN_STATUSES = ['active', 'disabled'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export class ChangeStatusDto {
  @IsIn(LOGIN_STATUSES, { message: `Status must be one of: ${LOGIN_STATUSES.join(', ')}` })
  status: LoginStatus;
}

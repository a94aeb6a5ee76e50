import { IsBoolean } from 'class-validator';

export class UpdateSecurityPolicyDto {
  @IsBoolean({ message: 'adminsNeedSecondFactor must be true or false' })
  adminsNeedSecondFactor: boolean;
}

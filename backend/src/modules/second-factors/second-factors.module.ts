import { Module } from '@nestjs/common';

import { FactorSecrets } from './factor-secrets.js';
import { SecondFactorPolicyGuard } from './second-factor-policy.guard.js';
import { SecondFactors } from './second-factors.js';
import { SecondFactorsController, SecurityPolicyController } from './second-factors.controller.js';
import { SecondFactorsService } from './second-factors.service.js';
import { SecurityPolicy } from './security-policy.service.js';

/** Issue 25 items 2, 3: authenticator apps, recovery codes and the admins' policy. */
@Module({
  controllers: [SecondFactorsController, SecurityPolicyController],
  providers: [FactorSecrets, SecondFactors, SecondFactorsService, SecurityPolicy, SecondFactorPolicyGuard],
  exports: [SecondFactors, SecondFactorsService, SecurityPolicy, SecondFactorPolicyGuard],
})
export class SecondFactorsModule {}

import { Global, Module } from '@nestjs/common';

import { FailureLimits } from './failure-limits.js';

/** FailureLimits for every module; the request guard is registered as APP_GUARD in AppModule. */
@Global()
@Module({ providers: [FailureLimits], exports: [FailureLimits] })
export class RateLimitModule {}

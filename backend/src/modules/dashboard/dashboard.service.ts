import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminStatsView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { ADMIN_STATS_SQL } from './dashboard.queries.js';

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(): Promise<AdminStatsView> {
    const [{ stats }] = (await this.dataSource.query(ADMIN_STATS_SQL)) as [{ stats: AdminStatsView }];
    return {
      totalInvestors: stats.totalInvestors,
      activeSchemes: stats.activeSchemes,
      pendingKyc: stats.pendingKyc,
      totalAum: stats.totalAum,
      totalInvested: stats.totalInvested,
      totalPayouts: stats.totalPayouts,
      aumByProduct: stats.aumByProduct.map((p) => ({
        productId: p.productId,
        productName: p.productName,
        productType: p.productType,
        aum: p.aum,
      })),
      aumByScheme: stats.aumByScheme.map((s) => ({ schemeId: s.schemeId, schemeName: s.schemeName, aum: s.aum })),
    };
  }
}

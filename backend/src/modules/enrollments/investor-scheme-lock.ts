import type { EntityManager } from 'typeorm';

/**
 * Serialises the writes that concern one investor in one scheme (enrolling, expressing interest), so
 * an expression made while the enrollment commits cannot stay open beside it. Transaction-scoped.
 */
export async function lockInvestorScheme(manager: EntityManager, investorId: string, schemeId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fund:investor-scheme:${investorId}:${schemeId}`]);
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

import { readUserAgent } from '../../common/audit/user-agent.js';

// Issue 21 item 9: the audit log shows each user agent as a browser and a system. They are read once,
// when the row is written (AuditService.record), and kept beside the user agent, so the list sorts and
// filters by them as by any field it shows. Earlier rows are read here, once per distinct user agent
// (a log holds few of them, however long it is).

export class AuditUserAgentRead1797230000000 implements MigrationInterface {
  name = 'AuditUserAgentRead1797230000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_logs ADD COLUMN browser text, ADD COLUMN os text`);
    const agents: { user_agent: string }[] = await db.query(`SELECT DISTINCT user_agent FROM audit_logs WHERE user_agent IS NOT NULL`);
    for (const { user_agent: agent } of agents) {
      const { browser, os } = readUserAgent(agent);
      if (browser !== null || os !== null)
        await db.query(`UPDATE audit_logs SET browser = $1, os = $2 WHERE user_agent = $3`, [browser, os, agent]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_logs DROP COLUMN browser, DROP COLUMN os`);
  }
}

import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 22 item 2: pages and components call the API only through the data provider. The repository's
// ESLint config refuses fetch, httpClient and moneyWrite outside admin-ui/src/providers (and tests).

const root = `${resolve(__dirname, '../../..')}/`;
const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as if it were the file at `path` (from the repository's root). */
const rulesFiredOn = async (code: string, path: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result?.messages.map((message) => message.ruleId) ?? [];
};

describe('the back office’s API boundary (ESLint)', () => {
  it('refuses httpClient and moneyWrite imported into a page or a component', async () => {
    const code = "import { httpClient, moneyWrite } from '../providers/dataProvider';\nexport const go = () => [httpClient, moneyWrite];\n";
    expect(await rulesFiredOn(code, 'admin-ui/src/kyc/SomePage.tsx')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(
      await rulesFiredOn(code.replace('../providers/dataProvider', '../../providers/http'), 'admin-ui/src/kyc/parts/Part.tsx'),
    ).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('refuses fetch, window.fetch and react-admin’s fetchUtils in a page or a component', async () => {
    expect(await rulesFiredOn("export const go = () => fetch('/api/me');\n", 'admin-ui/src/components/Thing.tsx')).toEqual([
      'no-restricted-globals',
    ]);
    expect(await rulesFiredOn("export const go = () => window.fetch('/api/me');\n", 'admin-ui/src/components/Thing.tsx')).toEqual([
      'no-restricted-properties',
    ]);
    expect(
      await rulesFiredOn(
        "import { fetchUtils } from 'react-admin';\nexport const go = () => fetchUtils.fetchJson('/api/me');\n",
        'admin-ui/src/users/Page.tsx',
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('refuses the data provider object and adminMethods imported into a page or a component (only useAdminDataProvider)', async () => {
    const code =
      "import { dataProvider } from '../providers/dataProvider';\nexport const go = () => dataProvider.create('payouts', { data: {} });\n";
    expect(await rulesFiredOn(code, 'admin-ui/src/activity/PayoutForm.tsx')).toEqual(['no-restricted-imports']);
    const methods = "import { adminMethods } from '../../providers/adminMethods';\nexport const go = () => adminMethods.getAdminStats();\n";
    expect(await rulesFiredOn(methods, 'admin-ui/src/users/parts/Part.tsx')).toEqual(['no-restricted-imports']);
    // Its types stay importable, and the app's root hands the provider to <Admin>.
    expect(
      await rulesFiredOn(
        "import type { CsvFile } from '../providers/adminMethods';\nexport type F = CsvFile;\n",
        'admin-ui/src/components/Thing.ts',
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        "import { dataProvider } from './providers/dataProvider';\nexport const p = dataProvider;\n",
        'admin-ui/src/App.tsx',
      ),
    ).toEqual([]);
  });

  it('lets the providers and the tests call the network, and pages use the data provider', async () => {
    const code = "import { httpClient } from './http';\nexport const go = () => [httpClient, fetch('/api/me')];\n";
    expect(await rulesFiredOn(code, 'admin-ui/src/providers/other.ts')).toEqual([]);
    expect(await rulesFiredOn("export const go = () => fetch('/api/me');\n", 'admin-ui/src/kyc/KycPage.test.tsx')).toEqual([]);
    expect(
      await rulesFiredOn(
        "import { useAdminDataProvider } from '../providers/dataProvider';\nexport const go = useAdminDataProvider;\n",
        'admin-ui/src/kyc/Page.tsx',
      ),
    ).toEqual([]);
  });
});

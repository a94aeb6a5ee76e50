import type { Locator, Page } from 'playwright-core';

import { demoPng } from '../../backend/test/files.js';

// Steps of the Assets and Asset Allocations journey: a PNG picked in the asset form's upload widget.

/** Picks a generated PNG in the upload widget inside `scope` and waits until the widget is idle again. */
export async function pickImage(scope: Page | Locator, fileName: string, seed: number): Promise<void> {
  await scope
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: demoPng([40 + seed * 50, 110, 160], [235, 230, 215], seed) });
}

/** Picks a file whose type the asset images refuse. */
export async function pickWrongFile(scope: Page | Locator, fileName: string): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
}

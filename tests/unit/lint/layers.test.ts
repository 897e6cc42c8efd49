// The layer rule of eslint.config.js (scripts/eslint/layers.js) on fixture
// files: what design.md §2 forbids is an error where the import is written,
// and what it allows passes.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'b2b/layers').map((m) => m.message);
}

describe('the layers of src/', () => {
  // The first lint loads the config and its plugins (1.5 s quiet, past the
  // 5 s test limit on a busy machine): done once here, so each test times
  // only its own check.
  beforeAll(() => layerErrors('src/core/warm-up.ts', 'export {};\n'), 60_000);

  it('refuses an import from one widget folder into another', async () => {
    const errors = await layerErrors('src/widgets/orders/fixture.ts', "import { Basket } from '../basket/Basket';\nexport const x = Basket;\n");
    expect(errors).toEqual([expect.stringContaining('widgets/orders/ imports widgets/basket/')]);
  });

  it('refuses an import running back up a layer, static or on demand', async () => {
    expect(await layerErrors('src/core/fixture.ts', "import { Alert } from '../ui/alert';\nexport const x = Alert;\n")).toEqual([
      expect.stringContaining('core/ comes before ui/'),
    ]);
    expect(await layerErrors('src/ui/fixture.ts', "export const x = () => import('../blocks/repeat/RepeatDialogs');\n")).toEqual([
      expect.stringContaining('ui/ comes before blocks/'),
    ]);
    expect(await layerErrors('src/blocks/fixture.ts', "export { Orders } from '../widgets/orders/Orders';\n")).toEqual([
      expect.stringContaining('blocks/ comes before widgets/'),
    ]);
  });

  it('lets a widget use blocks, ui, stores and core, and its own folder', async () => {
    const code = [
      "import { lazyPart } from '../../ui/lazy-part';",
      "import { useRepeat } from '../../blocks/repeat/use-repeat';",
      "import { useBasketStore } from '../../stores/react';",
      "import { t } from '../../core/messages/orders';",
      "import { orderColumns } from './order-columns';",
      'export const x = [lazyPart, useRepeat, useBasketStore, t, orderColumns];',
    ].join('\n');
    expect(await layerErrors('src/widgets/orders/fixture.ts', code)).toEqual([]);
  });
});

// Each lazy screen within its issue's budget ("each lazy route at most its issue's budget").
import { describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { buildClient } from './support/e2e-app.ts';
import { lazyRouteSizes, lazyScreenModules, staticModulesOf } from './support/chunks.ts';

vi.setConfig({ testTimeout: 240_000 });
const root = fileURLToPath(new URL('..', import.meta.url));

describe('the lazy screens', () => {
  it('finds every screen of the router', () => {
    const modules = lazyScreenModules(root);
    expect(modules).toContain('src/ui/routes/home/home-screen.tsx');
    expect(modules).toContain('src/ui/routes/selector-form/form2-screen.tsx');
    expect(modules.length).toBeGreaterThan(20);
  });

  it('each downloads at most its budget beyond what /login/ brought, gzip', async () => {
    const sizes = lazyRouteSizes(root, await buildClient());
    for (const { module, gzipBytes, budgetBytes } of sizes) {
      console.log(`${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip (budget ${budgetBytes / 1024}) ${module}`);
    }
    for (const { module, gzipBytes, budgetBytes } of sizes) expect(gzipBytes, module).toBeLessThanOrEqual(budgetBytes);
    // The bytes are real: a screen brings something of its own.
    expect(Math.min(...sizes.map((size) => size.gzipBytes))).toBeGreaterThan(0);
  });

  it("keeps the receipt dialog out of the betting screens' download: it is fetched once the page is idle", async () => {
    const outDir = await buildClient();
    const dialog = 'src/ui/components/receipt-dialog/receipt-dialog.tsx';
    for (const screen of [
      'src/ui/routes/guided-form/guided-screen.tsx',
      'src/ui/routes/selector-form/form2-screen.tsx',
      'src/ui/routes/hourly-form/form3-screen.tsx',
      'src/ui/routes/sheet/sheet-screen.tsx',
    ]) {
      const modules = staticModulesOf(outDir, screen);
      expect(modules.has(screen), screen).toBe(true);
      expect(modules.has(dialog), screen).toBe(false);
    }
    // The agent's who-bought screen still shows it at once: the dialog is a chunk the manifest knows.
    expect(staticModulesOf(outDir, 'src/ui/routes/agent/who-bought-screen.tsx').has(dialog)).toBe(true);
  });
});

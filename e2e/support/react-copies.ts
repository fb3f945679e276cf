import type { Page } from '@playwright/test';

/**
 * Counts React DOM renderers on the page. Every copy of react-dom registers itself with the devtools hook
 * when it loads; this init script installs a hook that only counts. One copy means the centers share the
 * shell's React.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version: string; packageName: string }[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(internals: { version: string; rendererPackageName: string }) {
        renderers.push({ version: internals.version, packageName: internals.rendererPackageName });
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__reactRenderers = renderers;
  });
}

export function reactRenderers(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __reactRenderers: { version: string; packageName: string }[] })
        .__reactRenderers,
  );
}

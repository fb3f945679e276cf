import { expect, test } from '@playwright/test';
import { CENTERS, centerUrl } from '../../support/origins';

// That the built shell names no center address is checked by the build itself (scripts/build/shell-bundle-check.cjs).

test('the platform config names every center manifest', async ({ request }) => {
  const response = await request.get('/platform-config.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = await response.json();
  for (const id of CENTERS) expect(config.centers[id].manifestUrl).toBe(`${centerUrl(id)}/mf-manifest.json`);
});

test('center origins send CORS for the shell, JavaScript types and the cache policy', async ({ request }) => {
  const base = centerUrl('think');
  const manifest = await request.get(`${base}/mf-manifest.json`);
  expect(manifest.headers()['access-control-allow-origin']).toBe(
    new URL(test.info().project.use.baseURL!).origin,
  );
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get(`${base}/remoteEntry.js`);
  expect(entry.headers()['content-type']).toContain('application/javascript');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const json = await manifest.json();
  const exposed = json.exposes[0].assets.js.sync[0] as string;
  const chunk = await request.get(`${base}/${exposed}`);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

import { checkPlatformConfig } from './platform-config';

const good = {
  environment: 'local',
  centers: Object.fromEntries(
    ['think', 'create', 'review', 'advise', 'execute'].map((id) => [
      id,
      { manifestUrl: `http://localhost/${id}/mf-manifest.json` },
    ]),
  ),
};

describe('platform config check', () => {
  it('accepts a config naming every center manifest', () => {
    expect(checkPlatformConfig(good)).toEqual({ ok: true, config: good });
  });

  it('names the first problem of a bad config', () => {
    expect(checkPlatformConfig(null)).toEqual({ ok: false, problem: 'root: expected an object' });
    expect(checkPlatformConfig({ ...good, environment: '' })).toEqual({
      ok: false,
      problem: 'environment: expected a name',
    });
    const missing = { ...good, centers: { ...good.centers, review: undefined } };
    expect(checkPlatformConfig(missing)).toEqual({
      ok: false,
      problem: 'centers.review.manifestUrl: expected an http(s) URL',
    });
    const script = { ...good, centers: { ...good.centers, think: { manifestUrl: 'javascript:alert(1)' } } };
    expect(checkPlatformConfig(script)).toEqual({
      ok: false,
      problem: 'centers.think.manifestUrl: expected an http(s) URL',
    });
  });
});

import { crossOriginPreloadPlugin } from './preload-links-plugin';

type CreateLink = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLLinkElement | undefined;
const createLink = crossOriginPreloadPlugin().createLink as unknown as CreateLink;

describe('cross-origin preload links', () => {
  it('gives a preload link the crossorigin attribute the chunk is later loaded with', () => {
    const url = 'http://think.test/__federation_expose_Center.js';
    const link = createLink({ url, attrs: { rel: 'preload', as: 'script' } })!;
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('rel')).toBe('preload');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves other links to the runtime', () => {
    expect(createLink({ url: 'http://think.test/a.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { baseUrlCheckScript, baseUrlMismatch, suggestedBaseUrl } from './base-url-check';
import { linkRoute, prefetchRoute } from './link-routing';

describe('base URL check', () => {
  it('tells a mismatch and suggests the path the page is served from', () => {
    expect(baseUrlMismatch('/', '/')).toBe(false);
    expect(baseUrlMismatch('/preview/', '/preview/')).toBe(false);
    expect(baseUrlMismatch('/preview', '/preview/')).toBe(false);
    expect(baseUrlMismatch('/', '/preview/')).toBe(true);
    expect(suggestedBaseUrl('/')).toBe('/');
    expect(suggestedBaseUrl('/mirror/index.html')).toBe('/mirror/');
    expect(suggestedBaseUrl('/mirror')).toBe('/mirror/');
  });

  function runScript(pathname: string, baseUrl: string) {
    const inserted: { id: string; text: string; codes: { textContent: string }[] }[] = [];
    const makeElement = () => {
      const codes = [{ textContent: '' }, { textContent: '' }, { textContent: '' }];
      const el = {
        id: '',
        style: { cssText: '' },
        setAttribute() {},
        set innerHTML(html: string) {
          el.text = html;
        },
        text: '',
        getElementsByTagName: () => codes,
        codes,
      };
      return el;
    };
    const document = {
      body: { firstChild: null, insertBefore: (el: ReturnType<typeof makeElement>) => inserted.push(el) },
      getElementById: () => null,
      createElement: makeElement,
      addEventListener() {},
    };
    runInNewContext(baseUrlCheckScript(baseUrl), { location: { pathname }, document });
    return inserted;
  }

  it('shows the banner only when served outside the base URL, with both URLs as text', () => {
    expect(runScript('/preview/', '/preview/')).toHaveLength(0);
    const [banner] = runScript('/', '/preview/');
    expect(banner?.text).toContain('Your site did not load properly.');
    expect(banner?.codes[1]?.textContent).toBe('/preview/');
    expect(banner?.codes[2]?.textContent).toBe('/');
  });
});

describe('the route a link prefetches', () => {
  const here = 'https://rntp.dev/docs/api/events';
  it('is the path of an internal page, without query or hash', () => {
    expect(prefetchRoute('https://rntp.dev/docs/api/hooks#usePlaybackState', here, '')).toBe('/docs/api/hooks');
    expect(prefetchRoute('/docs/3.2/intro?x=1', here, '')).toBe('/docs/3.2/intro');
    expect(prefetchRoute('https://rntp.dev/', here, '')).toBe('/');
    // Same page with another query (the search page) is still a navigation.
    expect(prefetchRoute('/search?q=queue', 'https://rntp.dev/search?q=play', '')).toBe('/search');
  });
  it('drops the base path, and ignores paths outside it', () => {
    const preview = 'https://rntp.dev/preview/docs/api/events';
    expect(prefetchRoute('https://rntp.dev/preview/docs/intro', preview, '/preview')).toBe('/docs/intro');
    expect(prefetchRoute('https://rntp.dev/preview', preview, '/preview')).toBe('/');
    expect(prefetchRoute('https://rntp.dev/previewer/docs/intro', preview, '/preview')).toBeNull();
    expect(prefetchRoute('https://rntp.dev/docs/intro', preview, '/preview')).toBeNull();
  });
  it('ignores other sites, files and anchors on the same page', () => {
    expect(prefetchRoute('https://github.com/doublesymmetry/react-native-track-player', here, '')).toBeNull();
    expect(prefetchRoute('http://rntp.dev/docs/intro', here, '')).toBeNull();
    expect(prefetchRoute('https://rntp.dev/sitemap.xml', here, '')).toBeNull();
    expect(prefetchRoute('https://rntp.dev/docs/api/events#playbackerror', here, '')).toBeNull();
    expect(prefetchRoute('mailto:someone@example.com', here, '')).toBeNull();
    expect(prefetchRoute('http://[bad', here, '')).toBeNull();
  });
});

describe('which link clicks the site routes', () => {
  const here = 'https://rntp.dev/docs/intro';
  const link = (href: string, target = '', download = false) => ({
    href,
    target,
    hasAttribute: (name: string) => name === 'download' && download,
  });
  it('routes internal links opened in the same tab', () => {
    expect(linkRoute(link('https://rntp.dev/docs/api/events#playbackerror'), here, '')).toBe('/docs/api/events');
    expect(linkRoute(link('https://rntp.dev/docs/api/events', '_self'), here, '')).toBe('/docs/api/events');
  });
  it('leaves new tabs, downloads and same-page anchors to the browser', () => {
    expect(linkRoute(link('https://rntp.dev/docs/api/events', '_blank'), here, '')).toBeNull();
    expect(linkRoute(link('https://rntp.dev/docs/api/events', '', true), here, '')).toBeNull();
    expect(linkRoute(link('https://rntp.dev/docs/intro#features'), here, '')).toBeNull();
  });
  it('leaves a link marked data-full-load (the editor under npm run dev) to the browser', () => {
    const editor = {
      href: 'https://rntp.dev/keystatic',
      target: '',
      hasAttribute: (n: string) => n === 'data-full-load',
    };
    expect(linkRoute(editor, here, '')).toBeNull();
    expect(linkRoute(link('https://rntp.dev/keystatic'), here, '')).toBe('/keystatic');
  });
});

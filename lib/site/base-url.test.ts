import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { baseUrlCheckScript, baseUrlMismatch, suggestedBaseUrl } from './base-url-check';
import { prefetchWhenVisible } from './prefetch';

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

describe('prefetching', () => {
  it('prefetches visible links except on slow-2g or with the data saver on', () => {
    expect(prefetchWhenVisible(undefined)).toBe(true);
    expect(prefetchWhenVisible({ effectiveType: '4g' })).toBe(true);
    expect(prefetchWhenVisible({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchWhenVisible({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fromDocSearch, relativeHitUrl } from './docsearch-results';
import {
  contextualVersion,
  docsearchFacetFilters,
  parseExcerpt,
  searchPageHref,
  toSiteRoute,
  type SearchVersion,
} from './search-model';
import { earlySearchScript, opensSearch } from './shortcuts';

const next: SearchVersion = { name: 'next', label: 'Next', searchTag: 'docs-default-current' };
const older: SearchVersion = { name: '1.1', label: '1.1', searchTag: 'docs-default-1.1' };
const latest: SearchVersion = { name: '2.0', label: '2.0', searchTag: 'docs-default-2.0' };

describe('search scope', () => {
  it('searches the page’s version, else the preferred one, else the latest', () => {
    expect(contextualVersion(older, next, latest)).toBe(older);
    expect(contextualVersion(null, next, latest)).toBe(next);
    expect(contextualVersion(null, null, latest)).toBe(latest);
  });

  it('filters DocSearch by the version’s docusaurus tag (the unreleased one is "current")', () => {
    expect(docsearchFacetFilters({ version: next, language: 'en' })).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(docsearchFacetFilters({ version: null, language: 'fr' })).toEqual(['language:fr']);
  });
});

describe('excerpts', () => {
  it('keeps highlights as marked segments and merges neighbours of the same kind', () => {
    expect(parseExcerpt('Call <mark>seekTo</mark> with <mark>seconds</mark>.')).toEqual([
      { text: 'Call ', highlight: false },
      { text: 'seekTo', highlight: true },
      { text: ' with ', highlight: false },
      { text: 'seconds', highlight: true },
      { text: '.', highlight: false },
    ]);
    expect(parseExcerpt('<em>a</em><mark>b</mark>')).toEqual([{ text: 'ab', highlight: true }]);
  });

  it('never turns other markup into HTML, and decodes entities as text', () => {
    expect(parseExcerpt('<img src=x onerror=alert(1)> &lt;b&gt; &amp; &#39;q&#39;')).toEqual([
      { text: "<img src=x onerror=alert(1)> <b> & 'q'", highlight: false },
    ]);
  });
});

describe('result URLs', () => {
  it('drops .html, the origin and the base path, and keeps the anchor', () => {
    expect(toSiteRoute('/preview/docs/intro.html#setup', '/preview')).toBe('/docs/intro#setup');
    expect(toSiteRoute('https://rntp.dev/docs/api/events.html', '', 'https://rntp.dev')).toBe('/docs/api/events');
    expect(toSiteRoute('/index.html')).toBe('/');
    expect(relativeHitUrl('https://rntp.dev/docs/3.2/intro#x', 'https://rntp.dev/')).toBe('/docs/3.2/intro#x');
  });

  it('links the full search page with the query and the all-versions switch', () => {
    expect(searchPageHref('search', 'seek to')).toBe('/search?q=seek+to');
    expect(searchPageHref('search', 'a', 'all')).toBe('/search?q=a&versions=all');
    expect(searchPageHref('search', 'a', '3.2')).toBe('/search?q=a&versions=3.2');
    expect(searchPageHref('search', '')).toBe('/search');
  });
});

describe('DocSearch results', () => {
  it('groups hits by page in order, each hit a section with its highlighted snippet', () => {
    const pages = fromDocSearch(
      [
        {
          url: 'https://rntp.dev/docs/api/events#a',
          hierarchy: { lvl0: 'API', lvl1: 'Events', lvl2: 'A' },
          _snippetResult: { content: { value: '<mark>a</mark>' } },
        },
        { url: 'https://rntp.dev/docs/intro', hierarchy: { lvl1: 'Intro' }, content: 'plain' },
        { url: 'https://rntp.dev/docs/api/events#b', hierarchy: { lvl1: 'Events', lvl2: 'B', lvl3: 'B.1' } },
      ],
      'https://rntp.dev',
    );
    expect(pages.map((p) => [p.url, p.title, p.sections.map((s) => s.title)])).toEqual([
      ['/docs/api/events', 'Events', ['A', 'B.1']],
      ['/docs/intro', 'Intro', ['Intro']],
    ]);
    expect(pages[0]!.sections[0]!.excerpt).toEqual([{ text: 'a', highlight: true }]);
    expect(pages[1]!.sections[0]!.excerpt).toEqual([{ text: 'plain', highlight: false }]);
  });
});

describe('search shortcuts', () => {
  const key = (k: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    targetTag: 'BODY',
    targetEditable: false,
    ...extra,
  });

  it('opens on Ctrl/Cmd+K anywhere and on / outside fields', () => {
    expect(opensSearch(key('k', { ctrlKey: true, targetTag: 'INPUT' }))).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }))).toBe(true);
    expect(opensSearch(key('/'))).toBe(true);
    expect(opensSearch(key('/', { targetTag: 'TEXTAREA' }))).toBe(false);
    expect(opensSearch(key('/', { targetEditable: true }))).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(opensSearch(key('k'))).toBe(false);
  });
});

describe('the search request kept before hydration', () => {
  /** Runs the script in a stand-in window; returns it and a way to send it events. */
  function page() {
    const listeners: ((event: object) => void)[] = [];
    class FakeElement {
      constructor(
        readonly tagName: string,
        readonly isContentEditable = false,
        readonly inButton = false,
      ) {}
      closest(selector: string) {
        return selector === '.search-button' && this.inButton ? this : null;
      }
    }
    const win: Record<string, unknown> = {
      addEventListener: (_type: string, listener: (event: object) => void, capture: boolean) => {
        expect(capture).toBe(true);
        listeners.push(listener);
      },
    };
    new Function('window', 'HTMLElement', earlySearchScript())(win, FakeElement);
    const send = (type: string, key: string, target: FakeElement, extra: object = {}) => {
      let prevented = false;
      const event = { type, key, target, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra };
      for (const listener of listeners) listener({ ...event, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return { win, send, FakeElement };
  }

  it('keeps Ctrl+K and stops the browser from taking it', () => {
    const { win, send, FakeElement } = page();
    expect(send('keydown', 'k', new FakeElement('BODY'), { ctrlKey: true })).toBe(true);
    expect(win.__searchRequested).toBe(true);
  });

  it('leaves a slash typed into a field alone, and other keys', () => {
    const { win, send, FakeElement } = page();
    expect(send('keydown', '/', new FakeElement('INPUT'))).toBe(false);
    expect(send('keydown', 'k', new FakeElement('BODY'))).toBe(false);
    expect(win.__searchRequested).toBeUndefined();
  });

  it('keeps a click on the search button', () => {
    const { win, send, FakeElement } = page();
    expect(send('click', '', new FakeElement('SPAN', false, true))).toBe(true);
    expect(win.__searchRequested).toBe(true);
  });

  it('does nothing once the button has hydrated', () => {
    const { win, send, FakeElement } = page();
    win.__searchReady = true;
    expect(send('keydown', '/', new FakeElement('BODY'))).toBe(false);
    expect(win.__searchRequested).toBeUndefined();
  });
});

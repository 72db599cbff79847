import { describe, expect, it } from 'vitest';
import {
  allowedHosts,
  pathsOfUpdate,
  refuseForeignRequest,
  refuseOutsidePaths,
  type GuardedRequest,
} from './request-guard';

/** A request with these headers (the Fetch API's: lookup is case-insensitive). */
const request = (method: string, headers: Record<string, string>): GuardedRequest => ({
  method,
  headers: new Headers(headers),
});

const devServerOn3000 = allowedHosts(3000);

describe('allowedHosts', () => {
  it('lists every loopback name with the port', () => {
    expect(allowedHosts(3000)).toEqual(['localhost:3000', '127.0.0.1:3000', '[::1]:3000']);
    expect(allowedHosts('4010')).toEqual(['localhost:4010', '127.0.0.1:4010', '[::1]:4010']);
  });

  it('accepts the port-less Host browsers send on port 80', () => {
    expect(allowedHosts(80)).toEqual(['localhost', 'localhost:80', '127.0.0.1', '127.0.0.1:80', '[::1]', '[::1]:80']);
  });

  it('adds the extra hosts, trimmed and lower-cased, skipping empty entries', () => {
    expect(allowedHosts(3000, ' Docs.LAN:3000 ,, 192.168.1.5:3000 ')).toEqual([
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'docs.lan:3000',
      '192.168.1.5:3000',
    ]);
  });
});

describe('refuseForeignRequest', () => {
  it("lets a save from the editor's own page through", () => {
    const sameOrigin = request('POST', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' });
    expect(refuseForeignRequest(sameOrigin, devServerOn3000)).toBeNull();
  });

  it('refuses a cross-origin POST, naming its origin', () => {
    const crossSite = request('POST', { host: 'localhost:3000', origin: 'http://evil.example' });
    const refusal = refuseForeignRequest(crossSite, devServerOn3000);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toContain('http://evil.example');
  });

  it('refuses a cross-origin GET as well', () => {
    const crossSiteRead = request('GET', { host: 'localhost:3000', origin: 'http://evil.example' });
    expect(refuseForeignRequest(crossSiteRead, devServerOn3000)?.status).toBe(403);
  });

  it('refuses a host name that is not the dev server (DNS rebinding), though the request is same-origin', () => {
    const rebound = request('POST', { host: 'evil.example:3000', origin: 'http://evil.example:3000' });
    const refusal = refuseForeignRequest(rebound, devServerOn3000);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toContain('evil.example:3000');
  });

  it('refuses a request with no Host header', () => {
    expect(refuseForeignRequest(request('GET', {}), devServerOn3000)?.status).toBe(403);
  });

  it('refuses a loopback host on another port', () => {
    const otherPort = request('GET', { host: 'localhost:3001' });
    expect(refuseForeignRequest(otherPort, devServerOn3000)?.status).toBe(403);
  });

  it('matches the Host header case-insensitively', () => {
    const upperCase = request('POST', { host: 'LocalHost:3000', origin: 'http://localhost:3000' });
    expect(refuseForeignRequest(upperCase, devServerOn3000)).toBeNull();
  });

  it('refuses a write with neither Origin nor a same-origin fetch mark', () => {
    const bare = request('POST', { host: 'localhost:3000' });
    expect(refuseForeignRequest(bare, devServerOn3000)?.status).toBe(403);
    const crossSiteMark = request('DELETE', { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' });
    expect(refuseForeignRequest(crossSiteMark, devServerOn3000)?.status).toBe(403);
  });

  it('lets a write without Origin through when the browser marks it same-origin', () => {
    const marked = request('POST', { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(refuseForeignRequest(marked, devServerOn3000)).toBeNull();
  });

  it('lets a read without Origin through from an allowed host', () => {
    expect(refuseForeignRequest(request('GET', { host: '[::1]:3000' }), devServerOn3000)).toBeNull();
    expect(refuseForeignRequest(request('head', { host: 'localhost:3000' }), devServerOn3000)).toBeNull();
  });

  it('answers to an extra host the writer listed', () => {
    const lan = request('POST', { host: 'docs.lan:3000', origin: 'http://docs.lan:3000' });
    expect(refuseForeignRequest(lan, allowedHosts(3000, 'docs.lan:3000'))).toBeNull();
    expect(refuseForeignRequest(lan, devServerOn3000)?.status).toBe(403);
  });
});

describe('refuseOutsidePaths', () => {
  const everywhereInside = () => true;

  it.each(['../x', '/etc/passwd', 'docs/../../x', 'docs/./x', 'a\\b', 'C:/x', '', 'docs//x', 'docs/x/', 'a\0b'])(
    'refuses %j with 400, naming it',
    (p) => {
      const refusal = refuseOutsidePaths(['docs/next/intro.md', p], everywhereInside);
      expect(refusal?.status).toBe(400);
      expect(refusal?.message).toContain(`"${p}"`);
    },
  );

  it('lets plain paths through when the folder check agrees', () => {
    expect(refuseOutsidePaths(['docs/next/intro.md', 'docs/4.1/api/events.md'], everywhereInside)).toBeNull();
    expect(refuseOutsidePaths([], everywhereInside)).toBeNull();
  });

  it('refuses a plain path the folder check puts outside (a link out of the folder)', () => {
    const asked: string[] = [];
    const linkedOut = (p: string) => {
      asked.push(p);
      return p !== 'docs/next/linked/page.md';
    };
    const refusal = refuseOutsidePaths(['docs/next/intro.md', 'docs/next/linked/page.md'], linkedOut);
    expect(asked).toEqual(['docs/next/intro.md', 'docs/next/linked/page.md']);
    expect(refusal?.status).toBe(400);
    expect(refusal?.message).toContain('"docs/next/linked/page.md"');
  });
});

describe('pathsOfUpdate', () => {
  it('returns the paths written, then those deleted', () => {
    const saveAndDelete = {
      additions: [{ path: 'docs/next/intro.md', contents: 'aGk=' }],
      deletions: [{ path: 'docs/next/old.md' }],
    };
    expect(pathsOfUpdate(saveAndDelete)).toEqual(['docs/next/intro.md', 'docs/next/old.md']);
    expect(pathsOfUpdate({ additions: [], deletions: [] })).toEqual([]);
  });

  it.each([
    ['a non-object', 'docs/next/intro.md'],
    ['null', null],
    ['a body without deletions', { additions: [{ path: 'a.md' }] }],
    ['a body without additions', { deletions: [{ path: 'a.md' }] }],
    ['deletions that are not a list', { additions: [], deletions: 'a.md' }],
    ['an entry without a path', { additions: [{ contents: 'x' }], deletions: [] }],
    ['an entry whose path is not a string', { additions: [], deletions: [{ path: 3 }] }],
    ['a null entry', { additions: [null], deletions: [] }],
  ])('is null for %s', (_, body) => {
    expect(pathsOfUpdate(body)).toBeNull();
  });
});

/**
 * The docs for people's tools: every doc page as Markdown at its route plus
 * `.md`, the llms.txt and llms-full.txt of every version (well-formed, every
 * link answering), the "Copy page" and "View as Markdown" controls, and the
 * share meta tags with a card image that exists.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, ROOT } from './helpers.mjs';

const SITE = 'https://rntp.dev';
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Fetch a URL of the site (absolute `https://rntp.dev/…` or a path) from the local server. */
async function get(url) {
  const local = url.startsWith(SITE) ? env.server.url + url.slice(SITE.length) : env.server.url + url;
  return fetch(local);
}

function sitemapPaths() {
  const xml = readFileSync(path.join(ROOT, 'out/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** The llms.txt format (llmstxt.org): H1, blockquote, free paragraphs, then H2 sections of link lines. */
function parseLlms(text, name) {
  const lines = text.trimEnd().split('\n');
  assert.match(lines[0], /^# \S/, `${name}: starts with an H1`);
  assert.match(lines.slice(1).find((l) => l !== '') ?? '', /^> \S/, `${name}: a blockquote summary follows the H1`);
  /** @type {{ title: string, links: { title: string, url: string, description?: string }[] }[]} */
  const sections = [];
  let inSections = false;
  for (const line of lines.slice(2)) {
    if (line === '' || (!inSections && !line.startsWith('## '))) continue;
    assert.doesNotMatch(line, /^#(?!# )|^###/, `${name}: only H2 sections after the summary: ${line}`);
    if (line.startsWith('## ')) {
      inSections = true;
      sections.push({ title: line.slice(3), links: [] });
      continue;
    }
    const match = /^- \[(.+?)\]\((https:\/\/\S+)\)(?:: (\S.*))?$/.exec(line);
    assert.ok(match, `${name}: a section line is "- [title](url): description": ${line}`);
    const [, title = '', url = '', description] = match;
    sections.at(-1)?.links.push({ title, url, description });
  }
  assert.ok(sections.length > 1, `${name}: has sections`);
  for (const s of sections) assert.ok(s.links.length, `${name}: section "${s.title}" has links`);
  return { title: lines[0].slice(2), sections };
}

test('/docs/basics/installation.md is the page as Markdown: title, install tabs as labelled sections, code fences', async () => {
  const response = await get('/docs/basics/installation.md');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
  const markdown = await response.text();
  assert.ok(markdown.startsWith('# Installation\n\n'), markdown.slice(0, 80));
  assert.equal(markdown.match(/^# /gm)?.length, 1, 'one H1');
  assert.match(markdown, /\*\*npm\*\*\n\n```bash\nnpm install --save react-native-track-player\n```/);
  assert.match(markdown, /\*\*yarn\*\*\n\n```bash\nyarn add react-native-track-player\n```/);
  assert.match(markdown, /```xml title="ios\/YourApp\/Info.plist"\n/);
  assert.match(markdown, /\[Getting Started\]\(https:\/\/rntp\.dev\/docs\/basics\/getting-started\.md\)/);
  for (const leftover of ['sidebar_position', '<Tabs', '<TabItem', ':::', '](./', '](../'])
    assert.ok(!markdown.includes(leftover), `no "${leftover}" left`);
});

test('an older version’s page is served as Markdown too, linking within its version', async () => {
  const response = await get('/docs/3.2/api/events.md');
  assert.equal(response.status, 200);
  const markdown = await response.text();
  assert.ok(markdown.startsWith('# Events\n\n'));
  const links = [...markdown.matchAll(/\]\((https:\/\/rntp\.dev\/docs\/[^)#\s]+\.md)/g)].map(([, link = '']) => link);
  assert.ok(links.length > 0);
  for (const link of links) assert.match(link, /^https:\/\/rntp\.dev\/docs\/3\.2\//);
});

test('admonitions become labelled blockquotes and badges become text', async () => {
  const markdown = await (await get('/docs/api/functions/player.md')).text();
  assert.match(markdown, /^> \*\*Warning: Deprecated\*\*\n>\n> /m);
  assert.match(
    markdown,
    /^\[Added in 4\.0\]\(https:\/\/rntp\.dev\/docs\/changes\/3\.2-to-4\.0#added-function-[a-z]+\)$/m,
  );
  assert.ok(!markdown.includes('// ---cut---'), 'hidden setup is stripped');
  assert.ok(!/```\w+[^\n]*nocheck/.test(markdown), 'nocheck flags are dropped');
});

test('/llms.txt and every version’s llms.txt list every page of their version, each link answering with Markdown', async () => {
  const latest = await get('/llms.txt');
  assert.equal(latest.status, 200);
  assert.equal(latest.headers.get('content-type'), 'text/plain; charset=utf-8');
  const root = parseLlms(await latest.text(), '/llms.txt');
  assert.equal(root.title, 'React Native Track Player');
  const optional = root.sections.at(-1);
  assert.ok(optional);
  assert.equal(optional.title, 'Optional');
  const prefixes = optional.links.flatMap((l) => /\/docs\/([^/]+)\/llms\.txt$/.exec(l.url)?.slice(1) ?? []);
  assert.deepEqual(prefixes, ['next', '4.0', '3.2', '3.1', '2.1']);

  const routes = sitemapPaths().filter((p) => p.startsWith('/docs/') && !p.startsWith('/docs/changes'));
  const versionOf = (p) => {
    const first = p.split('/')[2];
    return prefixes.includes(first) ? first : 'latest';
  };
  const docRoutes = (v) => routes.filter((p) => versionOf(p) === v && !prefixes.includes(p.slice(6)));

  for (const [name, file] of [['latest', '/llms.txt'], ...prefixes.map((p) => [p, `/docs/${p}/llms.txt`])]) {
    const response = await get(file);
    assert.equal(response.status, 200, file);
    const { sections } = parseLlms(await response.text(), file);
    const pages = sections.filter((s) => s.title !== 'Optional').flatMap((s) => s.links);
    const listed = pages.map((l) => new URL(l.url).pathname.replace(/\.md$/, ''));
    assert.deepEqual([...listed].sort(), docRoutes(name).sort(), `${file} lists every page of its version`);
    for (const link of pages) assert.ok(link.description, `${file}: ${link.title} has a description`);
    for (const link of [...pages, ...(sections.at(-1)?.links ?? [])]) {
      const answer = await get(link.url);
      assert.equal(answer.status, 200, `${file}: ${link.url}`);
      const body = await answer.text();
      if (link.url.endsWith('.md')) assert.ok(body.startsWith('# '), `${link.url} is Markdown with a title`);
    }
  }
});

test('llms-full.txt holds every page of its version in sidebar order', async () => {
  for (const [list, full] of [
    ['/llms.txt', '/llms-full.txt'],
    ['/docs/2.1/llms.txt', '/docs/2.1/llms-full.txt'],
  ]) {
    const { sections } = parseLlms(await (await get(list)).text(), list);
    const pages = sections.filter((s) => s.title !== 'Optional').flatMap((s) => s.links);
    const response = await get(full);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    const text = await response.text();
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((m) => `${m[1]}.md`);
    assert.deepEqual(
      sources,
      pages.map((p) => p.url),
      `${full} follows the order of ${list}`,
    );
  }
});

test('robots.txt points tools at the llms.txt files in comments', async () => {
  const robots = await (await get('/robots.txt')).text();
  assert.match(robots, /^# .*llmstxt\.org/m);
  assert.match(robots, /^#\s+4\.1 \(latest\): https:\/\/rntp\.dev\/llms\.txt https:\/\/rntp\.dev\/llms-full\.txt$/m);
  assert.match(robots, /^User-Agent: \*$/m);
});

test('"Copy page" copies the page’s Markdown and says so to screen readers; "View as Markdown" opens it', async () => {
  const { page, context, errors } = await env.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.origin });
  await page.goto(`${env.server.url}/docs/basics/installation`);
  const group = page.getByRole('group', { name: 'This page as Markdown' });
  const copy = group.getByRole('button', { name: 'Copy page' });
  const status = group.getByRole('status');
  assert.equal(await status.textContent(), '');
  // Keyboard: focus the button and press Enter.
  await copy.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.page-actions [role="status"]')?.textContent !== '');
  assert.equal(await status.textContent(), 'Page copied as Markdown');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await (await get('/docs/basics/installation.md')).text());
  assert.equal(await copy.getAttribute('data-state'), 'copied');

  const view = group.getByRole('link', { name: 'View as Markdown' });
  assert.equal(await view.getAttribute('href'), '/docs/basics/installation.md');
  // The header area: above the title, which it leaves alone.
  const [actions, title] = await Promise.all([group.boundingBox(), page.locator('article h1').boundingBox()]);
  assert.ok(actions.y + actions.height <= title.y + 1, 'the controls sit above the title');
  await view.click();
  await page.waitForURL(/\/docs\/basics\/installation\.md$/);
  assert.ok((await page.locator('body').innerText()).startsWith('# Installation'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a failed copy is announced', async () => {
  const { page, context } = await env.newPage();
  await page.goto(`${env.server.url}/docs/basics/installation`);
  await context.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'no' }));
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.waitForFunction(() => document.querySelector('.page-actions [role="status"]')?.textContent !== '');
  assert.match(await page.locator('.page-actions [role="status"]').textContent(), /^Could not copy the page/);
  await context.close();
});

/** The share meta of a page, and its card image as served. */
async function shareMeta(route) {
  const { page, context } = await env.newPage();
  await page.goto(env.server.url + route);
  const meta = await page.evaluate(() => {
    const content = (selector) => document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      markdown: document.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href') ?? null,
      title: content('meta[property="og:title"]'),
      description: content('meta[property="og:description"]'),
      url: content('meta[property="og:url"]'),
      type: content('meta[property="og:type"]'),
      image: content('meta[property="og:image"]'),
      imageAlt: content('meta[property="og:image:alt"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
    };
  });
  await context.close();
  const image = await get(meta.image);
  const bytes = Buffer.from(await image.arrayBuffer());
  return { meta, image: { status: image.status, type: image.headers.get('content-type'), bytes } };
}

function assertCard(image) {
  assert.equal(image.status, 200);
  assert.equal(image.type, 'image/png');
  assert.equal(image.bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual([image.bytes.readUInt32BE(16), image.bytes.readUInt32BE(20)], [1200, 630]);
}

test('a doc page shares its title, its description, its URL and its version’s card', async () => {
  const { meta, image } = await shareMeta('/docs/3.2/api/events');
  assert.deepEqual(meta, {
    canonical: `${SITE}/docs/3.2/api/events`,
    markdown: `${SITE}/docs/3.2/api/events.md`,
    title: 'Events',
    description: meta.description,
    url: `${SITE}/docs/3.2/api/events`,
    type: 'article',
    image: `${SITE}/og/3.2.png`,
    imageAlt: 'React Native Track Player: Version 3.2 documentation',
    twitterCard: 'summary_large_image',
    twitterImage: `${SITE}/og/3.2.png`,
  });
  assert.match(meta.description, /^Every event the player emits in 3\.2/);
  assertCard(image);
});

test('a version landing page and the home page share their card', async () => {
  const landing = await shareMeta('/docs/next');
  assert.equal(landing.meta.canonical, `${SITE}/docs/next`);
  assert.equal(landing.meta.title, 'Next documentation');
  assert.equal(landing.meta.type, 'website');
  assert.equal(landing.meta.image, `${SITE}/og/next.png`);
  assert.equal(landing.meta.twitterCard, 'summary_large_image');
  assert.ok(landing.meta.description);
  assertCard(landing.image);

  const home = await shareMeta('/');
  assert.equal(home.meta.title, 'React Native Track Player');
  assert.equal(home.meta.url, SITE);
  assert.equal(home.meta.canonical, SITE);
  assert.equal(home.meta.type, 'website');
  assert.equal(home.meta.image, `${SITE}/og/4.1.png`);
  assert.equal(home.meta.twitterCard, 'summary_large_image');
  assert.ok(home.meta.description);
  assertCard(home.image);
});

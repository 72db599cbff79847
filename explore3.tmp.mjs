import { launchBrowser } from './e2e/browser.mjs';
import { writeFileSync } from 'node:fs';
const sharp = (await import('sharp')).default;
writeFileSync(
  '/tmp/shot.png',
  await sharp({ create: { width: 320, height: 180, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer(),
);
const browser = await launchBrowser();
const page = await (await browser.newContext()).newPage();
page.on('request', (r) => {
  if (r.method() === 'POST') console.log('POST', r.url(), (r.postData() || '').slice(0, 300));
});
await page.goto('http://127.0.0.1:3102/keystatic/collection/docs-4.1/item/guides%2Fsleeptimers', { waitUntil: 'load' });
await page.locator('.ProseMirror').waitFor({ timeout: 120000 });
const END = 'reliable one from its events.';
await page.locator('.ProseMirror').evaluate((root, wanted) => {
  root.focus();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(wanted);
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at + wanted.length);
    range.collapse(true);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return;
  }
}, END);
await page.keyboard.press('Enter');
const chooser = page.waitForEvent('filechooser');
await page.getByRole('button', { name: 'Image' }).click();
await (await chooser).setFiles('/tmp/shot.png');
const img = page.locator('.ProseMirror img[data-filename]').first();
await img.waitFor();
await img.click();
const bar = await page.$$eval('[role=dialog] button', (bs) =>
  bs.map((b) => b.getAttribute('aria-label') || b.textContent),
);
console.log('popover buttons', bar);
await page.locator('[role=dialog] button').first().click();
await page.waitForTimeout(800);
const inputs = await page.$$eval('[role=dialog] input, [role=dialog] textarea', (xs) =>
  xs.map((x) => `${x.id} label=${document.querySelector(`label[for="${x.id}"]`)?.textContent}`),
);
console.log('dialog inputs', inputs);
console.log('dialog text', (await page.locator('[role=dialog]').last().innerText()).slice(0, 400));
await page.screenshot({ path: '/tmp/editor4.png' });
await browser.close();

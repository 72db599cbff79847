/**
 * Where the writer's caret goes in the editor's body (Keystatic's ProseMirror), for the editor's steps of the
 * dev-loop test: placed with the mouse, as a writer places it.
 */
import assert from 'node:assert/strict';

/**
 * Puts the caret right after `text` in the editor's body, or selects `text` with `select`, as a writer does: a click
 * after its last character (a shift-click before its first to select). A selection set on the page's DOM directly
 * is the editor's only once ProseMirror reads it back, some time later; a key pressed before then went to wherever
 * the caret was, and the picture step then put its picture into the first paragraph instead of a new one.
 * @param {import('playwright-core').Page} editor
 * @param {string} text
 * @param {boolean} [select]
 */
export async function caretAt(editor, text, select = false) {
  const points = await editor.locator('.ProseMirror').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = /** @type {Text} */ (node).data.indexOf(wanted);
      if (at === -1) continue;
      /** The box of one character of `node`: the middle of its left or right edge, half a pixel inside. */
      const edge = (/** @type {number} */ offset, /** @type {'left' | 'right'} */ side) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const box = range.getClientRects()[0];
        if (!box) throw new Error(`"${wanted}" is in the editor but not shown`);
        return { x: side === 'left' ? box.left + 0.5 : box.right - 0.5, y: box.top + box.height / 2 };
      };
      /** @type {Element} */ (node.parentNode).scrollIntoView({ block: 'center' });
      return { start: edge(at, 'left'), end: edge(at + wanted.length - 1, 'right') };
    }
    throw new Error(`"${wanted}" is not in the editor`);
  }, text);
  if (select) {
    await editor.mouse.click(points.start.x, points.start.y);
    await editor.keyboard.down('Shift');
    await editor.mouse.click(points.end.x, points.end.y);
    await editor.keyboard.up('Shift');
  } else await editor.mouse.click(points.end.x, points.end.y);
  // What is selected, or the text right before the caret.
  const [selected, before] = await editor.locator('.ProseMirror').evaluate((root) => {
    const selection = getSelection();
    if (!selection?.rangeCount) return ['', ''];
    const upTo = document.createRange();
    upTo.setStart(root, 0);
    upTo.setEnd(selection.anchorNode ?? root, selection.anchorOffset);
    return [selection.isCollapsed ? '' : String(selection), String(upTo)];
  });
  if (select) assert.equal(selected, text, `the editor's selection after a click and a shift-click on "${text}"`);
  else
    assert.ok(
      selected === '' && before.endsWith(text),
      `the caret after a click at the end of "${text}" follows "${before.slice(-60)}", selecting "${selected}"`,
    );
}

/**
 * "Copy page" (PageActions) as markup the server draws once and a listener on
 * its part (ServerPart wires it): the button copies the page's Markdown form,
 * announces the result in the status region beside it and shows it by its icon.
 */

/** The button's icon, drawn by PageActions: a copy mark, or a check once copied. */
export const COPY_ICON = {
  idle: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z',
  copied: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
} as const;

type CopyState = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page. Open it with View as Markdown instead.',
};

/** How long the button shows the result. */
const RESULT_FOR_MS = 4000;

/** Put the Markdown on the clipboard; the Markdown is fetched on click. */
async function copyMarkdown(url: string): Promise<void> {
  const markdown = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // Safari only lets a click write to the clipboard synchronously: hand it the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': markdown.then((text) => new Blob([text], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // Browsers without promised clipboard items: write the text once it is here.
    }
  }
  await navigator.clipboard.writeText(await markdown);
}

/**
 * Wires the "Copy page" buttons (`[data-copy-page]`, holding the Markdown's
 * URL) inside `root`. Returns the function that undoes it.
 */
export function enhancePageActions(root: HTMLElement): () => void {
  let timer: number | undefined;
  const show = (button: HTMLButtonElement, state: CopyState) => {
    button.dataset.state = state;
    button.querySelector('path')?.setAttribute('d', state === 'copied' ? COPY_ICON.copied : COPY_ICON.idle);
    const status = button.parentElement?.querySelector('[role="status"]');
    if (status) status.textContent = ANNOUNCEMENTS[state];
  };
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy-page]');
    if (!button || !root.contains(button)) return;
    window.clearTimeout(timer);
    show(button, 'idle');
    let state: CopyState = 'copied';
    try {
      await copyMarkdown(button.dataset.copyPage ?? '');
    } catch {
      state = 'failed';
    }
    show(button, state);
    timer = window.setTimeout(() => show(button, 'idle'), RESULT_FOR_MS);
  };
  root.addEventListener('click', onClick);
  return () => {
    window.clearTimeout(timer);
    root.removeEventListener('click', onClick);
  };
}

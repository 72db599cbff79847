import { STORAGE_KEYS } from '@/lib/storage/safe-storage';
import type { ExampleStep } from '@/lib/player/example-steps';
import type { MountedPlayer } from '@/components/player/mount-player';
import { codeText, selectedTab, tabKeyTarget } from '@/lib/ui/tabs-model';
import { readStoredValue, subscribeStoredValues, writeStoredValue } from '@/components/chrome/use-stored-value';

/** How long a copy button says "Copied". */
const COPIED_FOR_MS = 2000;

/**
 * What moves in an article that React does not hydrate (ServerPart): the
 * copy buttons of code blocks, the tab groups, the "Try it" player and the examples' Run buttons. Listeners sit on the
 * article's root, so they serve every button and tab in it; the markup is
 * the server's (CopyButton, Tabs, TryPlayer). Returns the function that undoes it all.
 */
export function enhanceArticle(root: HTMLElement): () => void {
  const timers = new Map<HTMLButtonElement, number>();

  const setCopied = (button: HTMLButtonElement, copied: boolean) => {
    button.setAttribute('aria-label', copied ? 'Copied' : 'Copy code to clipboard');
    const [visible, status] = button.children;
    if (visible) visible.textContent = copied ? 'Copied' : 'Copy';
    if (status) status.textContent = copied ? 'Copied to clipboard' : '';
  };

  const copy = async (button: HTMLButtonElement) => {
    const code = button.closest('figure')?.querySelector('pre code');
    if (!code) return;
    const lines = Array.from(code.querySelectorAll('[data-line]'), (line) => line.textContent ?? '');
    window.clearTimeout(timers.get(button));
    try {
      await navigator.clipboard.writeText(codeText(lines, code.textContent ?? ''));
      setCopied(button, true);
      timers.set(
        button,
        window.setTimeout(() => setCopied(button, false), COPIED_FOR_MS),
      );
    } catch {
      setCopied(button, false);
    }
  };

  const groupsOf = () => Array.from(root.querySelectorAll<HTMLElement>('.tabs'));
  const tabsOf = (group: HTMLElement) =>
    Array.from(group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]'));
  const storageKey = (group: HTMLElement) =>
    group.dataset.groupId ? `${STORAGE_KEYS.tabPrefix}${group.dataset.groupId}` : null;

  const show = (group: HTMLElement, value: string) => {
    for (const tab of tabsOf(group)) {
      const on = tab.dataset.value === value;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = tab.getAttribute('aria-controls');
      const element = panel ? document.getElementById(panel) : null;
      if (element) element.hidden = !on;
    }
  };

  /** Every group that remembers its choice shows the stored one (on load, and when any tab stores one). */
  const showStored = () => {
    for (const group of groupsOf()) {
      const key = storageKey(group);
      if (!key) continue;
      const values = tabsOf(group).map((tab) => tab.dataset.value ?? '');
      show(group, selectedTab(values, group.dataset.default ?? '', readStoredValue(key)));
    }
  };

  const choose = (tab: HTMLButtonElement) => {
    const group = tab.closest<HTMLElement>('.tabs');
    const value = tab.dataset.value;
    if (!group || value === undefined) return;
    const key = storageKey(group);
    // A remembered choice goes through storage, so every group of its id follows (showStored).
    if (key) writeStoredValue(key, value);
    else show(group, value);
  };

  const players = new Map<HTMLElement, Promise<MountedPlayer | undefined>>();
  const tryButtonOf = (panel: HTMLElement) =>
    root.querySelector<HTMLButtonElement>(`[data-try-player][aria-controls="${panel.id}"]`);

  /** Loads the player's chunk into `panel` (once, on the reader's first press, never before) and shows it. */
  const openPanel = (panel: HTMLElement): Promise<MountedPlayer | undefined> => {
    const button = tryButtonOf(panel);
    panel.hidden = false;
    button?.setAttribute('aria-expanded', 'true');
    const existing = players.get(panel);
    if (existing) return existing;
    const version = panel.closest<HTMLElement>('[data-version]')?.dataset.version;
    if (!version) return Promise.resolve(undefined);
    panel.dataset.loaded = 'true';
    button?.setAttribute('aria-busy', 'true');
    const started = performance.now();
    const mounted = import('@/components/player/mount-player')
      .then(({ mountPlayer }) => mountPlayer(panel, version, started))
      .catch(() => undefined)
      .finally(() => button?.removeAttribute('aria-busy'));
    players.set(panel, mounted);
    return mounted;
  };

  /** "Try it": brings the panel back under its button and shows it, or hides it there. */
  const togglePlayer = (button: HTMLButtonElement) => {
    const panel = button.parentElement?.querySelector<HTMLElement>('[data-try-player-panel]') ?? null;
    const home = button.parentElement;
    const moved = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (moved && home && moved.parentElement !== home) {
      home.append(moved);
      void openPanel(moved);
      return;
    }
    if (!panel) return;
    if (panel.dataset.loaded && !panel.hidden) {
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      return;
    }
    void openPanel(panel);
  };

  /** An example's Run: the panel moves under the example, opens (loading on first use) and runs its steps. */
  const runExample = async (button: HTMLButtonElement) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const block = button.closest<HTMLElement>('.run-example');
    if (!panel || !block || !root.contains(panel) || button.getAttribute('aria-busy') === 'true') return;
    let steps: ExampleStep[];
    try {
      steps = JSON.parse(button.dataset.runExample ?? '[]') as typeof steps;
    } catch {
      return;
    }
    block.after(panel);
    button.setAttribute('aria-busy', 'true');
    try {
      const mounted = await openPanel(panel);
      await mounted?.runExample(steps);
    } finally {
      button.removeAttribute('aria-busy');
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const tryPlayer = target.closest<HTMLButtonElement>('[data-try-player]');
    if (tryPlayer && root.contains(tryPlayer)) return togglePlayer(tryPlayer);
    const run = target.closest<HTMLButtonElement>('[data-run-example]');
    if (run && root.contains(run)) return void runExample(run);
    const button = target.closest<HTMLButtonElement>('.copy-button');
    if (button && root.contains(button)) return void copy(button);
    const tab = target.closest<HTMLButtonElement>('[role="tab"]');
    if (tab && root.contains(tab)) choose(tab);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    const group = tab?.closest<HTMLElement>('.tabs');
    if (!tab || !group || !root.contains(group)) return;
    const tabs = tabsOf(group);
    const next = tabKeyTarget(event.key, tabs.indexOf(tab), tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    choose(target);
    target.focus();
  };

  showStored();
  const unsubscribe = subscribeStoredValues(showStored);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    for (const timer of timers.values()) window.clearTimeout(timer);
    for (const player of players.values()) void player.then((mounted) => mounted?.unmount());
  };
}

/**
 * What the browser tests and benches (e2e/, test/integration/, bench/) set on a
 * page's window to read back later. Only the type-check of the .mjs files
 * (tsconfig.mjs.json) sees these: the site's own code never has them.
 */
export {};

declare global {
  interface Window {
    __barShownAtDomReady?: boolean;
    __breakEscape?: boolean;
    /** Milliseconds from a click to the next page showing (chrome.spec.mjs). */
    __shown?: Promise<number>;
    __csp?: string[];
    __devLoopMark?: boolean;
    /** Pagefind's browser API, the parts bench/search.mjs uses. */
    __pf?: {
      options(options: Record<string, unknown>): Promise<void>;
      init(): Promise<void>;
      search(
        query: string,
        options?: Record<string, unknown>,
      ): Promise<{ results: { data(): Promise<{ url: string; sub_results?: { url: string }[] }> }[] }>;
    };
    __pfReady?: boolean;
    __progressShown?: boolean;
    /** Animations started on the sidebar (chrome.spec.mjs). */
    __sidebarAnimations?: { duration: unknown; easing: unknown; height: number }[];
    /** Whether the navbar was hidden when the page had handled a scroll past 500 px (chrome.spec.mjs). */
    __scrolledPast500?: Promise<boolean | undefined>;
    __themeAtDomReady?: string | null;
    /** The `href` of every link an IntersectionObserver observes (chrome.spec.mjs). */
    __watchedLinks?: string[];
    __xss?: number;
  }
}

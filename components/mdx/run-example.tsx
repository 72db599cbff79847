/**
 * The Run button of a code example the page's "Try it" player can run (lib/content/remark-run-examples.ts marks
 * them at compile time). Plain markup, like the rest of the article: components/mdx/article-behaviour.ts opens the
 * player on the first press (loading it then, never before) and hands it the example's steps, which are data.
 */
export function RunExample({ steps }: { steps: string }) {
  return (
    <div className="run-example" data-pagefind-ignore>
      <button
        type="button"
        className="run-example-button"
        data-run-example={steps}
        aria-controls="try-player-panel"
        aria-label="Run this example in the player"
      >
        <span aria-hidden="true">▶</span> Run
      </button>
    </div>
  );
}

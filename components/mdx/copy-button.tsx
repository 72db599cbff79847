/**
 * The copy button of a code block, as markup: the article's behaviour
 * (components/mdx/article-behaviour.ts) copies the block's code on click and
 * says so, to the eye and to screen readers.
 */
export function CopyButton() {
  return (
    <button type="button" className="copy-button" data-pagefind-ignore aria-label="Copy code to clipboard">
      <span aria-hidden="true">Copy</span>
      <span className="sr-only" role="status"></span>
    </button>
  );
}

/**
 * The "Try it" button of a page whose version has a web player: plain markup,
 * as everything in the article (it is not hydrated). A press is handled by
 * components/mdx/article-behaviour.ts, which only then loads the player's
 * chunk (components/player/). The version comes from the article's
 * `data-version`; the content checks refuse this component in a version with
 * no web player (test/content/player-versions.test.ts).
 */
export function TryPlayer() {
  return (
    <div className="try-player">
      <button
        type="button"
        className="try-player-button"
        data-try-player
        aria-expanded="false"
        aria-controls="try-player-panel"
      >
        Try it in this page
      </button>
      <p className="try-player-note">
        Runs this version&rsquo;s own web player with three test tones. Nothing of it loads until you press the button;
        then about 300 KB of scripts.
      </p>
      <div className="try-player-panel" id="try-player-panel" data-try-player-panel hidden />
    </div>
  );
}

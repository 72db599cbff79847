import { siteConfig } from '@/lib/site-config';
import { PreferredVersionLink } from '@/components/chrome/preferred-version-link';
import { ExternalLink } from '@/components/ui/external-link';
import { AudioPlayerIllustration, BuildingBlocksIllustration, DevicesIllustration } from './feature-illustrations';
import { BASE_PATH } from '@/components/chrome/base-path';
import './home.css';

const DISCORD = 'https://discordapp.com/invite/ya2XDCR';
const NPM = 'https://www.npmjs.com/package/react-native-track-player';

const FEATURES = [
  {
    title: 'Lightweight & Feels Native',
    Illustration: AudioPlayerIllustration,
    text: 'Playback runs in native code on each platform, so your JavaScript stays free for your UI and the battery lasts. Lock screen, notification and headset controls behave the way listeners know from the music apps on their phone.',
  },
  {
    title: 'Robust Building Blocks',
    Illustration: BuildingBlocksIllustration,
    text: 'Play files bundled with the app, stored on the device or streamed from the network, including DASH, HLS and SmoothStreaming with adaptive bitrate. Keep playing in the background, cache what you stream and wire up media controls with a few calls.',
  },
  {
    title: 'Multi-Platform Support',
    Illustration: DevicesIllustration,
    text: 'Write the player once in JavaScript and ship it on Android and iOS, with a web implementation for the browser. One queue, one set of events and hooks on every platform.',
  },
];

/** Home: hero, calls to action, and the three feature columns. */
export function HomePage() {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero" aria-labelledby="hero-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- static export, tiny SVG */}
        <img className="hero-logo" src={`${BASE_PATH}/img/logo.svg`} alt="" width={100} height={100} />
        <h1 id="hero-title" className="hero-title">
          {siteConfig.title}
        </h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <ul className="hero-badges" aria-label="Project links">
          <li>
            <ExternalLink className="badge" href={NPM}>
              <span className="badge-key">npm</span>
              <span className="badge-value">react-native-track-player</span>
            </ExternalLink>
          </li>
          <li>
            <ExternalLink className="badge" href={DISCORD}>
              <span className="badge-key">chat</span>
              <span className="badge-value">Discord</span>
            </ExternalLink>
          </li>
        </ul>
        <hr className="hero-rule" />
        <div className="hero-actions">
          <PreferredVersionLink to="/docs/basics/installation" className="button button-primary button-lg">
            Get Started
          </PreferredVersionLink>
          <ExternalLink className="button button-secondary button-lg" href={DISCORD}>
            Join the Community
          </ExternalLink>
        </div>
      </section>
      <section className="features" aria-label="Features">
        {FEATURES.map(({ title, Illustration, text }) => (
          <div key={title} className="feature">
            <Illustration />
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}

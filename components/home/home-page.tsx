import { siteConfig } from '@/lib/site-config';
import { PreferredVersionLink } from '@/components/chrome/preferred-version-link';

/** Home: hero with title, tagline and calls to action. Features arrive with the content issue. */
export function HomePage() {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero">
        <h1 className="hero-title">{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <div className="hero-actions">
          <PreferredVersionLink to="/docs/basics/installation" className="button button-primary button-lg">
            Get Started
          </PreferredVersionLink>
        </div>
      </section>
    </main>
  );
}

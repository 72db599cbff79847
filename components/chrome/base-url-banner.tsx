import { baseUrlCheckScript } from '@/lib/site/base-url-check';

/**
 * Inline check on the home page: served outside the configured base URL, the
 * site's assets cannot load, so a plain, self-styled banner says so and
 * suggests the base URL that would work.
 */
export function BaseUrlBanner({ baseUrl }: { baseUrl: string }) {
  return <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(baseUrl) }} />;
}

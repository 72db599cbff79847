/** `<title>` of a page: `Events | React Native Track Player`; the home page repeats the site title. */
export function pageTitle(title: string | null, siteTitle: string): string {
  return `${title ?? siteTitle} | ${siteTitle}`;
}

/**
 * The site's base path (`''`, or `/preview/pr-12` for a preview), as Next
 * inlines it into client code. Components take it from here only.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

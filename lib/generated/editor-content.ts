/**
 * `.generated/content.json` as a module import, for the writers' editor
 * (app/keystatic/, app/api/keystatic/) and, under `npm run dev`, the site's
 * docs index (lib/docs/doc-index.ts): Next loads what imports it again when
 * the prepare step rewrites it, so a release cut adds the editor's collections
 * and a relabelled version reaches the open page with no restart, while the
 * editor's configuration is still built once per load. A build reads the file
 * (prepared-content.ts), which need not exist when the app is compiled.
 */
import content from '../../.generated/content.json';
import type { PreparedContent } from './prepared-content';

export const editorContent = content as unknown as PreparedContent;

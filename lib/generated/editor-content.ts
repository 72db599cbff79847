/**
 * `.generated/content.json` as a module import, for the writers' editor
 * (app/keystatic/, app/api/keystatic/): under `npm run dev`, Next loads what
 * imports it again when the prepare step rewrites it, so a release cut adds
 * the editor's collections with no restart, while the editor's configuration
 * is still built once per load. Everything else reads the file
 * (prepared-content.ts), which need not exist when they load.
 */
import content from '../../.generated/content.json';
import type { PreparedContent } from './prepared-content';

export const editorContent = content as unknown as PreparedContent;

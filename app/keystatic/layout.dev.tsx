import type { Metadata } from 'next';
import { readEditorSetup } from '@/lib/cms/editor-setup';
import { storageFromEnv } from '@/lib/cms/cms-storage';
import { KeystaticEditor } from '@/components/cms/keystatic-editor';

/**
 * `/keystatic`: the writers' editor. A `.dev.tsx` route: next.config.js reads
 * these only under `npm run dev` and `npm run cms`, so the static export holds
 * no editor code.
 */
export const metadata: Metadata = { title: 'Editor · React Native Track Player docs', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default function KeystaticLayout() {
  const setup = readEditorSetup(process.cwd(), process.env.CONTENT_LOCAL_DIR);
  const { storage, pathPrefix } = storageFromEnv(process.env);
  return (
    <KeystaticEditor
      input={{ manifest: setup.manifest, storage, ...(pathPrefix ? { pathPrefix } : {}) }}
      // With GitHub storage a save is a commit, whatever this server's own copy is.
      readOnly={storage.kind === 'local' ? setup.readOnly : null}
    />
  );
}

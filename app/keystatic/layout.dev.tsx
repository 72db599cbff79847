import type { Metadata } from 'next';
import { editorContent } from '@/lib/generated/editor-content';
import { readOnlyReason, storageFromEnv } from '@/lib/cms/cms-storage';
import { KeystaticEditor } from '@/components/cms/keystatic-editor';
import { PropagateNotice } from '@/components/cms/propagate-notice';

/**
 * `/keystatic`: the writers' editor. A `.dev.tsx` route: next.config.js reads these only under `npm run dev` and
 * `npm run cms`, so the static export holds no editor code.
 */
export const metadata: Metadata = { title: 'Editor · React Native Track Player docs', robots: { index: false } };

export default function KeystaticLayout() {
  const { contentDir, source, versions } = editorContent;
  const storage = storageFromEnv(process.env);
  // With GitHub storage a save is a commit, whatever this server's own copy is.
  const readOnly = storage.kind === 'local' ? readOnlyReason({ contentDir, source }, process.cwd()) : null;
  return (
    <>
      {readOnly && (
        <div role="alert" className="cms-read-only">
          <strong>Saving is off.</strong> {readOnly}
        </div>
      )}
      <KeystaticEditor versions={versions.map(({ name, label }) => ({ name, label }))} storage={storage} />
      {storage.kind === 'local' && !readOnly && <PropagateNotice basePath={process.env.NEXT_PUBLIC_BASE_PATH ?? ''} />}
    </>
  );
}

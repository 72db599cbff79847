import type { Metadata } from 'next';
import { readEditorSetup } from '@/lib/cms/editor-setup';
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
  return <KeystaticEditor input={{ manifest: setup.manifest, storage: { kind: 'local' } }} readOnly={setup.readOnly} />;
}

'use client';

import { useMemo } from 'react';
import { Keystatic } from '@keystatic/core/ui';
import { keystaticConfig, type CmsInput } from '@/keystatic.config';

/** Where the GitHub mode (`npm run cms`) finds the name of its GitHub App, as Keystatic's Next integration passes it. */
const appSlug = {
  envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  value: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
};

/**
 * The writers' editor (Keystatic's app), configured from the content model.
 * When the content cannot be saved where it is (a fetched git source), a
 * notice above the editor says so and why.
 */
export function KeystaticEditor({ input, readOnly }: { input: CmsInput; readOnly: string | null }) {
  // Under `npm run dev` every content build refreshes the open pages, this one too, and `input` arrives as a new
  // object with the same content. A new config would start Keystatic afresh and drop what the writer was typing:
  // it changes only when the content model does (a version added, say).
  const model = JSON.stringify(input);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `model` is `input`, compared by content
  const config = useMemo(() => keystaticConfig(input), [model]);
  return (
    <>
      {readOnly && (
        <div
          role="alert"
          style={{
            padding: '12px 16px',
            background: '#fff8e6',
            color: '#3d2c00',
            borderBottom: '1px solid #e6a700',
            fontSize: '0.95rem',
          }}
        >
          <strong>Saving is off.</strong> {readOnly}
        </div>
      )}
      <Keystatic config={config} appSlug={appSlug} />
    </>
  );
}

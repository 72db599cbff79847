'use client';

import { useMemo } from 'react';
import { Keystatic } from '@keystatic/core/ui';
import { keystaticConfig, type CmsInput } from '@/keystatic.config';
import './cms.css';

/** Where the GitHub mode (`npm run cms`) finds the name of its GitHub App, as Keystatic's Next integration passes it. */
const appSlug = {
  envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  value: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
};

/** Keystatic's app (what `makePage` of `@keystatic/next` makes), configured from the server's version records. */
export function KeystaticEditor(input: CmsInput) {
  // Every content build refreshes the open pages under `npm run dev`, this one too, with equal props in new objects;
  // a new configuration would start Keystatic afresh and drop what the writer is typing.
  const key = JSON.stringify(input);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `input`, compared by content
  const config = useMemo(() => keystaticConfig(input), [key]);
  return <Keystatic config={config} appSlug={appSlug} />;
}

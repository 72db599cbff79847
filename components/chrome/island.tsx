import { Suspense, type ReactNode } from 'react';
import { HydrateWhenIdle } from './hydrate-when-idle';

/**
 * A client part of the page in its own Suspense boundary: React hydrates each boundary as a unit of its own and
 * yields to the browser between them, so that no one task hydrates the whole frame. `idle`: a part the reader
 * does not use at load stays server HTML until the browser is idle or the reader reaches for the page
 * (HydrateWhenIdle). A server component: the boundary costs no client code.
 */
export function Island({ idle = false, children }: { idle?: boolean; children: ReactNode }) {
  return <Suspense fallback={null}>{idle ? <HydrateWhenIdle>{children}</HydrateWhenIdle> : children}</Suspense>;
}

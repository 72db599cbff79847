/** Keystatic's app (app/keystatic/layout.dev.tsx) draws every editor page itself. */
export default function KeystaticPage() {
  return null;
}

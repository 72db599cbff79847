/**
 * `react-native/Libraries/Image/resolveAssetSource` for 4.1's `src/` index, which the 4.1 web module loads
 * (next.config.js points the import here). The playground's tracks are URLs: passed through unchanged.
 */
export default function resolveAssetSource(source: unknown): unknown {
  return source;
}

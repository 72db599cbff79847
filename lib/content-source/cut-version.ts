import { UNRELEASED_FOLDER, type VersionManifest } from '../versions/version-manifest';

/**
 * The manifest after freezing the unreleased docs as `name`: the new version
 * becomes the latest, the previous latest moves under its own prefix.
 * @throws when the name is taken, invalid, or there are no unreleased docs
 */
export function cutVersion(manifest: VersionManifest, name: string): VersionManifest {
  if (!/^[0-9A-Za-z][0-9A-Za-z._-]*$/.test(name)) throw new Error(`"${name}" is not a valid version name.`);
  if (!manifest.current) throw new Error('There are no unreleased docs (docs/next) to freeze.');
  if (name === manifest.current.path || name === UNRELEASED_FOLDER)
    throw new Error(`"${name}" is the unreleased version's own path.`);
  if (manifest.versions.includes(name)) throw new Error(`Version "${name}" already exists; nothing was changed.`);
  return { ...manifest, versions: [name, ...manifest.versions] };
}

/**
 * The version → package map after a cut: the frozen version documents the
 * package the unreleased docs were checked against until then.
 */
export function cutPackages(
  packages: Readonly<Record<string, string>>,
  from: string,
  name: string,
): Record<string, string> {
  const pkg = packages[from];
  return pkg === undefined ? { ...packages } : { ...packages, [name]: pkg };
}

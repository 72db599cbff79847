import { describe, expect, it } from 'vitest';
import { docPageOf } from './doc-sections';
import { parseDocFile } from '../content/parse-markdown';

/** A page as the content build reads it. */
const parseDocPage = (file: string, docId: string, source: string) =>
  docPageOf(parseDocFile(source).tree, file, docId, 'Metadata');
import {
  androidCommonMetadataKeys,
  commonMetadataRowProblems,
  iosCommonMetadataKeys,
  type NativeKeys,
} from './native-metadata';

/** An adapter in the shape of the library's: timed metadata first, then the common bundle. */
const kotlinAdapter = `
sealed class MetadataAdapter {
    companion object {
        fun fromMetadata(metadata: Metadata): List<Bundle> {
            return listOf(Bundle().apply { putString("timedOnly", "x") })
        }

        fun fromMediaMetadata(metadata: MediaMetadata): Bundle {
            return Bundle().apply {
                metadata.title?.let { putString("title", it.toString()) }
                metadata.albumTitle?.let { putString("albumName", it.toString()) }
                metadata.trackNumber?.let { putInt("trackNumber", it) }
                (metadata.recordingDay to metadata.recordingMonth).let { (day, month) ->
                    if (day != null) putString("creationDate", "\${String.format("%02d", day)}")
                }
            }
        }
    }
}
`;

const swiftAdapter = `
class MetadataAdapter {
    private static func getMetadataItem(metadata: [AVMetadataItem], forIdentifier: AVMetadataIdentifier) -> String? {
        return nil
    }
    static func convertToCommonMetadata(metadata: [AVMetadataItem], skipRaw: Bool = false) -> [String: Any] {
        var item: [String: Any] = [:]
        item["title"] = getMetadataItem(metadata: metadata, forIdentifier: .commonIdentifierTitle)
        item["albumName"] = getMetadataItem(metadata: metadata, forIdentifier: .commonIdentifierAlbumName)
        item["trackNumber"] = getMetadataItem(metadata: metadata, forIdentifier: .id3MetadataTrackNumber)
            ?? getMetadataItem(metadata: metadata, forIdentifier: .iTunesMetadataTrackNumber)
        if !skipRaw {
            item["raw"] = convertToSerializableItems(items: metadata)
        }
        return item
    }
    static func legacyConversion(metadata: [AVMetadataItem]) -> [String : String?] {
        var data: [String: String?] = [:]
        data["album"] = getMetadataItem(metadata: metadata, forIdentifier: .commonIdentifierAlbumName)
        return data
    }
}
`;

describe('androidCommonMetadataKeys', () => {
  it('reads the keys of fromMediaMetadata with the type of each put call, and nothing of fromMetadata', () => {
    expect(androidCommonMetadataKeys(kotlinAdapter)).toEqual({
      title: 'string',
      albumName: 'string',
      trackNumber: 'number',
      creationDate: 'string',
    });
  });

  it('throws when the function is missing or puts nothing, instead of finding no problems', () => {
    expect(() => androidCommonMetadataKeys('fun fromMetadata() { putString("title", "") }')).toThrow(
      'fun fromMediaMetadata: not found',
    );
    expect(() =>
      androidCommonMetadataKeys('fun fromMediaMetadata(m: MediaMetadata): Bundle { return Bundle() }'),
    ).toThrow('no keys found');
  });
});

describe('iosCommonMetadataKeys', () => {
  it('reads the keys filled from getMetadataItem in convertToCommonMetadata, typed by its return type', () => {
    expect(iosCommonMetadataKeys(swiftAdapter)).toEqual({
      title: 'string',
      albumName: 'string',
      trackNumber: 'string',
    });
  });

  it('throws when getMetadataItem returns a type it cannot map', () => {
    expect(() => iosCommonMetadataKeys(swiftAdapter.replace('-> String?', '-> AVMetadataItem?'))).toThrow(
      'getMetadataItem returns AVMetadataItem',
    );
  });
});

const sent: NativeKeys[] = [
  { platform: 'Android', keys: { title: 'string', albumName: 'string', trackNumber: 'number' } },
  { platform: 'iOS', keys: { title: 'string', albumName: 'string', trackNumber: 'string' } },
];

function page(rows: string[]) {
  const source = [
    '---',
    'title: Metadata',
    '---',
    '## AudioCommonMetadata',
    '',
    '| Field | Type | Required | Description |',
    '| ----- | ---- | -------- | ----------- |',
    ...rows,
    '',
  ].join('\n');
  return parseDocPage('content/docs/x/api/objects/metadata.md', 'api/objects/metadata', source);
}

describe('commonMetadataRowProblems', () => {
  const title = '| `title` | `string \\| undefined` | Yes | Title. |';
  const trackNumber = '| `trackNumber` | `string \\| undefined` | Yes | Text on iOS, a `number` on Android. |';

  it('accepts rows that say which key carries a value never sent, and which type a platform sends', () => {
    const rows = [
      title,
      '| `albumTitle` | `string \\| undefined` | Yes | Never sent; the album arrives as `albumName`. |',
      trackNumber,
    ];
    expect(commonMetadataRowProblems(page(rows), sent)).toEqual([]);
  });

  it('flags a field described as if it arrived when no platform sends it (line 9: the albumTitle row)', () => {
    const rows = [title, '| `albumTitle` | `string \\| undefined` | Yes | Album name. |', trackNumber];
    expect(commonMetadataRowProblems(page(rows), sent)).toEqual([
      {
        file: 'content/docs/x/api/objects/metadata.md',
        line: 9,
        message:
          '`albumTitle` is never sent by Android or iOS (they send `albumName`); its description must say what arrives instead, naming `albumName` or `undefined`.',
      },
    ]);
  });

  it('does not count `undefined` in the Type cell as saying that a field never arrives', () => {
    const rows = ['| `albumTitle` | `undefined` | Yes | Album name. |'];
    expect(commonMetadataRowProblems(page(rows), sent).map((p) => p.line)).toEqual([8]);
  });

  it('flags a row that gives only the declared type of a field one platform sends as another', () => {
    const rows = ['| `trackNumber` | `string \\| undefined` | Yes | Track number, as text. |'];
    expect(commonMetadataRowProblems(page(rows), sent)).toEqual([
      {
        file: 'content/docs/x/api/objects/metadata.md',
        line: 8,
        message: '`trackNumber` arrives from Android as a number, but its row names no `number`.',
      },
    ]);
  });

  it('reports a page without the section instead of passing it', () => {
    const bare = parseDocPage(
      'content/docs/x/api/objects/metadata.md',
      'api/objects/metadata',
      '# Metadata\n\nNothing here.\n',
    );
    expect(commonMetadataRowProblems(bare, sent)).toHaveLength(1);
  });
});

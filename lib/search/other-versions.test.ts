import { describe, expect, it } from 'vitest';
import { noticeText, otherVersionNotice, versionsToSearch } from './other-versions';

/** Next, then releases 30.0 (latest) down to 1.0: thirty-one versions in dropdown order. */
const thirtyReleases = [
  { name: 'next', label: 'Next' },
  ...Array.from({ length: 30 }, (_, i) => ({ name: `${30 - i}.0`, label: `${30 - i}.0` })),
];
const names = (r: ReturnType<typeof versionsToSearch>) => r.search.map((v) => v.name);

describe('versionsToSearch', () => {
  it('looks in the nearest versions and the latest, at most six, in dropdown order', () => {
    const r = versionsToSearch(thirtyReleases, '10.0', '30.0');
    // Ties go to the newer version: 13.0 before 7.0.
    expect(names(r)).toEqual(['30.0', '13.0', '12.0', '11.0', '9.0', '8.0']);
    expect(r.skipped).toBe(0);
  });

  it('looks only where the API model says the name is, and counts the versions it leaves out', () => {
    const having = ['5.0', '4.0', '3.0', '2.0', '1.0', '20.0', '21.0', '22.0'];
    const r = versionsToSearch(thirtyReleases, '10.0', '30.0', having);
    expect(names(r)).toEqual(['20.0', '5.0', '4.0', '3.0', '2.0', '1.0']);
    expect(r.skipped).toBe(2);
  });

  it('searches every other version when there are few', () => {
    const few = thirtyReleases.slice(0, 4);
    expect(names(versionsToSearch(few, '29.0', '30.0'))).toEqual(['next', '30.0', '28.0']);
  });
});

describe('the notice with more versions than were searched', () => {
  it('ends its list with the count', () => {
    const hit = (label: string) => ({
      label,
      ranked: [{ complete: true, section: { url: `/docs/${label}/api#x` } }] as never,
    });
    const notice = otherVersionNotice('stopWithApp', '10.0', [hit('5.0'), hit('4.0')], undefined, 3);
    expect(notice?.more).toBe(3);
    expect(noticeText(notice!)).toBe('stopWithApp is not in 10.0; found in 5.0, 4.0 and 3 more versions.');
    expect(noticeText(otherVersionNotice('x', '10.0', [hit('5.0')], undefined, 1)!)).toBe(
      'x is not in 10.0; found in 5.0 and 1 more version.',
    );
  });
});

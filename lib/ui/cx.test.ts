import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the parts that are set, with single spaces', () => {
    expect(cx('dialog-content', 'search-dialog')).toBe('dialog-content search-dialog');
    expect(cx('sidebar-link', false, undefined, null, '', 'is-active')).toBe('sidebar-link is-active');
  });

  it('gives an empty class when nothing is set', () => {
    expect(cx(undefined, false)).toBe('');
  });
});

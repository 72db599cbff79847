import { describe, expect, it } from 'vitest';
import { codeText, selectedTab, tabKeyTarget } from './tabs-model';

describe('selectedTab', () => {
  const values = ['npm', 'yarn', 'pnpm'];
  it('shows the stored choice of the group when the group has that tab', () => {
    expect(selectedTab(values, 'npm', 'yarn')).toBe('yarn');
  });
  it('ignores a stored choice this group does not offer', () => {
    expect(selectedTab(values, 'pnpm', 'bun')).toBe('pnpm');
  });
  it('falls back to the first tab when the default is not one of the tabs', () => {
    expect(selectedTab(values, 'gone', null)).toBe('npm');
    expect(selectedTab([], 'gone', null)).toBe('');
  });
});

describe('tabKeyTarget', () => {
  it('wraps around with the arrow keys', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
  });
  it('jumps to the ends with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });
  it('leaves every other key alone', () => {
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBeNull();
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('codeText', () => {
  it('joins the marked lines, keeping empty ones', () => {
    expect(codeText(['a()', '', 'b()'], 'a()\n\nb()\n')).toBe('a()\n\nb()');
  });
  it('uses the whole text of a block without marked lines', () => {
    expect(codeText([], 'plain text')).toBe('plain text');
  });
});

/** The admonition kinds (as Docusaurus spells them) with their default titles: the one list of them. */
export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
} as const;

export type AdmonitionType = keyof typeof ADMONITION_TITLES;

export const ADMONITION_TYPES = Object.keys(ADMONITION_TITLES) as AdmonitionType[];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return Object.hasOwn(ADMONITION_TITLES, name);
}

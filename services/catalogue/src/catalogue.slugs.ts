import { gameSlugMaxLength } from '@venue/contracts/catalogue';

/**
 * The slug a name gives: accents dropped, lower case, every run of other characters one hyphen,
 * cut at a word within the length (`Medieval Madness` is `medieval-madness`). A name with no
 * letter or digit at all gives `game`.
 */
export function slugOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words === '') return 'game';
  if (words.length <= gameSlugMaxLength) return words;
  const cut = words.slice(0, gameSlugMaxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, gameSlugMaxLength)).replace(
    /-+$/,
    '',
  );
}

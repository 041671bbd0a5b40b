// Text as the sandbox compares it for searching and sorting: accents dropped and lower case, so "ife" finds
// "Ífeoluwa" and "Éva" sorts among the e's rather than after "Zoë". Registered on every connection as the
// deterministic SQL function fold() (sandbox/db.ts), which the search texts and the name sorts' indexes are
// written with (sandbox/catalogue-indexes.ts); anything else (numbers, null) passes through unchanged.

/** Letters that are not a base letter plus accents, so NFD alone leaves them as they are. */
const OWN_LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ħ: 'h' };
const OWN_LETTER = new RegExp(`[${Object.keys(OWN_LETTERS).join('')}]`, 'g');

export function foldText(text: string): string {
  // Plain ASCII (most values: e-mails, numbers, codes) needs only lower case.
  if (/^[\u0000-\u007f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(OWN_LETTER, (letter) => OWN_LETTERS[letter]);
}

/** fold() in SQL: text folded, any other value as it is. */
export function foldValue(value: unknown): unknown {
  return typeof value === 'string' ? foldText(value) : value;
}

// Text as the sandbox compares it for searching and sorting: accents dropped and lower case, so "ife" finds
// "Ífeoluwa" and "Éva" sorts among the e's rather than after "Zoë". Registered on every connection as the
// deterministic SQL function fold() (sandbox/db.ts), which the search texts and the name sorts' indexes are
// written with (sandbox/catalogue-indexes.ts); anything else (numbers, null) passes through unchanged.

/** Letters that are not a base letter plus accents, so NFD alone leaves them as they are. */
const OWN_LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ħ: 'h' };

/** Each non-ASCII character's folding, worked out once (the shop's search texts fold half a million times). */
const folded = new Map<string, string>();

function foldCharacter(character: string): string {
  let result = folded.get(character);
  if (result === undefined) {
    const lower = character.toLowerCase();
    result = OWN_LETTERS[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
    folded.set(character, result);
  }
  return result;
}

const NOT_ASCII = /[^\u0000-\u007f]/;
const EACH_NOT_ASCII = /[^\u0000-\u007f]/gu;

export function foldText(text: string): string {
  // Plain ASCII (most values: e-mails, numbers, codes) needs only lower case.
  const lower = text.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.replace(EACH_NOT_ASCII, foldCharacter) : lower;
}

/** fold() in SQL: text folded, any other value as it is. */
export function foldValue(value: unknown): unknown {
  return typeof value === 'string' ? foldText(value) : value;
}

/**
 * `expr` folded in SQL, calling fold() only for text beyond ASCII (a character longer than one byte):
 * SQLite's own lower() does the rest, several times quicker than a call into JavaScript. `expr` is read
 * three times, so it should be a column or a subquery's name, not a computation.
 */
export function foldSql(expr: string): string {
  return `CASE WHEN length(${expr}) = length(CAST(${expr} AS BLOB)) THEN lower(${expr}) ELSE fold(${expr}) END`;
}

// The names the people seeds make fictional people from (example.com addresses only), and the slug a
// name gives, shared so the same person reads the same wherever they appear.
export const FIRST = ['alex', 'sam', 'jo', 'priya', 'tom', 'mia', 'leo', 'ava', 'noah', 'zara', 'omar', 'lily', 'ben', 'isla', 'raj', 'emma'];
export const LAST = ['smith', 'khan', 'jones', 'patel', 'brown', 'lee', 'garcia', 'wilson', 'taylor', 'nguyen', 'murphy', 'silva'];

/** `Dr Priya Raman` → `dr-priya-raman` (accents dropped). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first letter in capitals: `priya` → `Priya`. */
export function capitalised(word: string): string {
  return `${word[0].toUpperCase()}${word.slice(1)}`;
}

// How the console shows a count to a person, on every screen: whole numbers with thousands separators
// ("10,000"), in the British style the rest of the UI uses. One module, so a list total, a page number, a
// selection count and a report's figures never disagree. Pure: no React.

const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A count as people read it: `10000` → "10,000". Not for money or percentages, which have their own formats. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A count with its noun, singular for one: `countOf(10000, 'record')` → "10,000 records". */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

// The record id in a workbench's address (`/content/ailink/<id>`): a positive whole number as the upstream
// writes ids, with no sign, leading zero or exponent, and short enough to stay an exact JavaScript number.
const SOURCE_ID = /^[1-9]\d{0,15}$/;

/** The id an address segment names, or null when it cannot name a record. */
export function sourceIdFromPath(segment: string): number | null {
  return SOURCE_ID.test(segment) ? Number(segment) : null;
}

// A row's link from its area's `rowLink` template: each `{field}` becomes the record's value, URL-encoded.
export function fillRowLink(template: string, record: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, field: string) => encodeURIComponent(String(record[field] ?? '')));
}

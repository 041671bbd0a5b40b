// What an assistant answer's markdown may become in the console (docs/console-screens.md#conversations):
// no raw HTML (react-markdown without rehype-raw shows it as text), no remote images (a tracking pixel
// would tell the sender who read it), and links only to http(s) and mailto addresses — never `javascript:`,
// `data:`, or a relative path that would move the console.
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The link target kept for `url`, or '' when it must not be a link. */
export function safeMarkdownUrl(url: string): string {
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`); URL() does the same normalising.
  try {
    const parsed = new URL(url.trim());
    return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : '';
  } catch {
    return '';
  }
}

/** Elements an answer may never render, whatever the parser produces. */
export const DISALLOWED_MARKDOWN_ELEMENTS = ['img', 'script', 'style', 'iframe', 'object', 'embed', 'form', 'input'];

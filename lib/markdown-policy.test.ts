// Markdown sanitising: which link targets an assistant answer keeps.
import { DISALLOWED_MARKDOWN_ELEMENTS, safeMarkdownUrl } from './markdown-policy';

describe('safeMarkdownUrl', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(safeMarkdownUrl('https://www.nhs.uk/conditions/')).toBe('https://www.nhs.uk/conditions/');
    expect(safeMarkdownUrl('http://example.com')).toBe('http://example.com/');
    expect(safeMarkdownUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(2)',
    ' javascript:alert(3)',
    'java\tscript:alert(4)',
    'java\nscript:alert(5)',
    'javascript:window.__hostile=%22link%20ran%22;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/system/users',
    '../products',
    '#message-3',
    '',
  ])('drops %j', (url) => {
    expect(safeMarkdownUrl(url)).toBe('');
  });

  it('never renders images or embedded documents', () => {
    expect(DISALLOWED_MARKDOWN_ELEMENTS).toEqual(expect.arrayContaining(['img', 'script', 'iframe', 'style']));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown, toSafeUrl } from './Markdown';
import { fenceLanguages, isLanguageLoaded, loadLanguage } from './highlight';

const render = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

/** Every attribute name in the markup, e.g. ['class', 'href', 'onerror']. */
const attributeNames = (html: string) =>
  [...html.matchAll(/<[a-z][\w-]*((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...(tag[1] ?? '').matchAll(/\s+([^\s=>]+)/g)].map((m) => (m[1] ?? '').toLowerCase()),
  );

describe('Markdown: untrusted model output cannot run anything', () => {
  it('shows raw <img onerror> as inert text, never as an element', () => {
    // Given a reply with an HTML image carrying an event handler
    const html = render('look <img src=x onerror=alert(1)> here');

    // Then there is no img element and no on* attribute, but the text is visible
    expect(html).not.toMatch(/<img/i);
    expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never emits a <script> or event-handler attribute from block HTML', () => {
    const html = render('<div onclick="steal()">x</div>\n\n<script>alert(1)</script>\n\n<svg onload=alert(1)>');

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<svg/i);
    expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '<javascript:alert(1)>',
  ])('drops the dangerous URL in %s', (text) => {
    const html = render(text);

    expect(html).not.toMatch(/\s(href|src)=/i);
    expect(html).not.toMatch(/="[^"]*(javascript|vbscript|data):/i);
  });

  it('renders an image as a link to it and never loads it', () => {
    const html = render('![chart](https://img.example/chart.png?q=secret)');

    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('href="https://img.example/chart.png?q=secret"');
    expect(html).toContain('>chart</a>');
  });

  it('renders a non-http image, or an image inside a link, as its alt text only', () => {
    const html = render('![a](javascript:alert(1)) [![b](https://i.example/b.png)](https://l.example)');

    expect(html).not.toMatch(/<img|javascript:/i);
    expect(html).toContain('<a href="https://l.example" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe('Markdown: GFM and links', () => {
  it('renders a GFM table as <table>', () => {
    const html = render('| a | b |\n|---|---|\n| 1 | 2 |');

    expect(html).toMatch(/<table>.*<th>a<\/th>.*<td>2<\/td>.*<\/table>/s);
  });

  it('renders task lists and strikethrough', () => {
    const html = render('- [x] done\n- [ ] todo\n\n~~gone~~');

    expect(html).toContain('<input type="checkbox" disabled="" checked=""/> done');
    expect(html).toContain('<del>gone</del>');
  });

  it('opens external links in a new tab without an opener', () => {
    const html = render('[docs](https://example.com/docs) and www.example.org');

    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>');
    expect(html).toContain('<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">');
  });

  it('keeps footnote links in the page and pointing at their target id', () => {
    const html = render('Claim[^1]\n\n[^1]: Source');

    const target = /href="#([^"]+)"/.exec(html)?.[1];
    expect(target).toBeDefined();
    expect(html).toContain(`id="${target}"`);
    expect(html).not.toMatch(/href="#[^"]*"[^>]*target=/);
  });
});

describe('Markdown: grammars load as code blocks need them', () => {
  // Runs before the 'code blocks' suite below loads any grammar (vitest runs suites in file order).
  it('renders a ```go block plain until the Go grammar has loaded, then highlighted', async () => {
    // Given no grammar has loaded yet
    expect(isLanguageLoaded('go')).toBe(false);
    const before = render('```go\nfunc main() {}\n```');
    expect(before).toContain('<code class="language-go">func main() {}\n</code>');
    expect(before).toMatch(/aria-label="Copy code"/);

    // When the grammar loads (the component asks for it on mount; a test has no effects, so it asks here)
    await expect(loadLanguage('go')).resolves.toBe(true);

    // Then the same block is highlighted
    const after = render('```go\nfunc main() {}\n```');
    expect(after).toContain('<code class="hljs language-go">');
    expect(after).toContain('<span class="hljs-keyword">func</span>');
  });

  it('keeps an unknown language as plain, escaped text and loads nothing for it', async () => {
    await expect(loadLanguage('klingon')).resolves.toBe(false);

    const html = render('```klingon\n<b onclick="x()">qapla</b>\n```');
    expect(html).toContain('<code class="language-klingon">&lt;b onclick=&quot;x()&quot;&gt;qapla&lt;/b&gt;\n</code>');
    expect(html).not.toContain('hljs');
    expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('resolves aliases to one grammar and finds the languages on fences', async () => {
    expect(fenceLanguages('a\n```ts\nx\n```\n~~~ Python {.x}\ny\n~~~\n```\nz\n```')).toEqual(['ts', 'Python']);
    await expect(loadLanguage('TS')).resolves.toBe(true);
    expect(isLanguageLoaded('typescript')).toBe(true);
    expect(isLanguageLoaded('py')).toBe(false);
  });
});

describe('Markdown: code blocks', () => {
  beforeAll(async () => {
    await Promise.all(['ts', 'python'].map(loadLanguage));
  });

  it('highlights a ```ts fence and gives it a Copy code button', () => {
    const html = render('```ts\nconst answer: number = 42;\n```');

    expect(html).toContain('<code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toMatch(/<button[^>]*aria-label="Copy code"[^>]*>Copy<\/button>/);
  });

  it('keeps the button outside <pre>, so selecting the code never copies the label', () => {
    const html = render('```ts\nlet x = 1;\n```');

    const pre = /<pre>.*<\/pre>/s.exec(html)?.[0] ?? '';
    expect(pre).toContain('let');
    expect(pre).not.toContain('<button');
  });

  it('renders a half-streamed, unclosed fence as a code block with all text so far', () => {
    const html = render('Here:\n\n```python\ndef f(x):\n    return "unfinished');

    expect(html).toContain('<code class="hljs language-python">');
    expect(html).toContain('unfinished');
    expect(html).toMatch(/aria-label="Copy code"/);
  });

  it('leaves a fence without a language unhighlighted, and one with an unknown language intact', () => {
    const plain = render('```\nx = 1\n```');
    const unknown = render('```klingon\nqapla\n```');

    expect(plain).toContain('<code>x = 1\n</code>');
    expect(unknown).toContain('qapla');
  });
});

describe('toSafeUrl', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['#user-content-fn-1', '#user-content-fn-1'],
    ['javascript:alert(1)', undefined],
    [' JAVASCRIPT:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['vbscript:x', undefined],
    ['data:text/html,<b>x</b>', undefined],
    ['/relative/path', undefined],
    ['//evil.example', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(toSafeUrl(input)).toBe(expected);
  });
});

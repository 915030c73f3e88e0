import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeBlock, copyText, type CodeBlockLabels } from './CodeBlock';
import { Markdown } from './Markdown';

const CHINESE: CodeBlockLabels = { copyCode: '复制代码', copy: '复制', copied: '已复制', copyFailed: '复制失败' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes the text through the async Clipboard API when it is there', async () => {
    const written: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void written.push(text) } });

    await expect(copyText('const a = 1;\n')).resolves.toBe(true);
    expect(written).toEqual(['const a = 1;\n']);
  });

  it('reports failure, without throwing, when the clipboard refuses and no fallback exists', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) } });

    await expect(copyText('x')).resolves.toBe(false);
  });
});

describe('CodeBlock', () => {
  it('labels the copy button in the UI language', () => {
    const html = renderToStaticMarkup(
      <CodeBlock code="x" language="ts" labels={CHINESE}>
        <code>x</code>
      </CodeBlock>,
    );

    expect(html).toMatch(/<button[^>]*aria-label="复制代码"[^>]*>复制<\/button>/);
    expect(html).toContain('<span class="mk-code__lang">ts</span>');
  });

  it('gets the labels from Markdown', () => {
    const html = renderToStaticMarkup(<Markdown text={'```js\n1\n```'} labels={CHINESE} />);

    expect(html).toContain('aria-label="复制代码"');
    expect(html).not.toContain('Copy code');
  });
});

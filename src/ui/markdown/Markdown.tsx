import { memo, useEffect, useMemo, useState, type ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
// Types only: @types/hast ships with react-markdown, whose own API is typed with it.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { CodeBlock, ENGLISH_CODE_BLOCK_LABELS, type CodeBlockLabels } from './CodeBlock';
import { fenceLanguages, grammarFor, isLanguageLoaded, loadLanguage, rehypeHighlightLoaded } from './highlight';
import './markdown.css';

/**
 * Security model (model output is untrusted):
 * 1. Raw HTML is never parsed (no rehype-raw); `neutraliseHtmlAndImages` turns it into visible text.
 * 2. Images are never loaded: an image URL chosen by a model could carry conversation text to a third
 *    party the moment it renders (prompt-injection exfiltration), so an http(s) image becomes a link.
 * 3. rehype-sanitize (GitHub's schema, `href` narrowed to http/https/mailto) drops every other element,
 *    attribute and protocol that could run script.
 * 4. Highlighting runs *after* sanitising: it only wraps already-sanitised text in `<span class="hljs-…">`,
 *    so its class names need no allowance in the schema, and the schema need not trust any class on spans.
 *    Grammars load on demand (`./highlight`): a block renders plain until its language's grammar arrives,
 *    and an unknown language stays plain.
 * 5. `toSafeUrl` is the final URL gate for `href`/`src` on the way to React.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Keeps in-page fragments (footnotes) and absolute http(s)/mailto URLs; anything else is dropped. */
export function toSafeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return trimmed;
  return SAFE_PROTOCOLS.has(protocolOf(trimmed) ?? '') ? trimmed : undefined;
}

function protocolOf(url: string): string | undefined {
  try {
    return new URL(url).protocol.toLowerCase();
  } catch {
    return undefined;
  }
}

const isHttpUrl = (url: string) => {
  const protocol = protocolOf(url.trim());
  return protocol === 'http:' || protocol === 'https:';
};

const urlTransform: UrlTransform = (url) => toSafeUrl(url);

const defaultAttributes = defaultSchema.attributes ?? {};
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes the only ids markdown can make (footnotes) with `user-content-`;
  // prefixing again would break every footnote link. Without raw HTML no other id can appear.
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
  attributes: {
    ...defaultAttributes,
    a: [
      ...(defaultAttributes.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className')),
      ['className', 'data-footnote-backref', 'mk-image-link'],
    ],
    // Only the language hint survives; the highlighter adds `hljs` afterwards.
    code: [['className', /^language-[\w+#.-]+$/]],
  },
};

type Parent = Root | Element;

/** Raw HTML becomes inert text; images become links (http/https) or their alt text. */
function neutraliseHtmlAndImages() {
  return (tree: Root) => rewriteChildren(tree, false);
}

function rewriteChildren(parent: Parent, isInsideLink: boolean): void {
  const children: (RootContent | ElementContent)[] = parent.children;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (!child) continue;
    if (child.type === 'raw') {
      children[index] = { type: 'text', value: child.value };
    } else if (child.type === 'element' && child.tagName === 'img') {
      children[index] = imageAsLink(child, isInsideLink);
    } else if (child.type === 'element') {
      rewriteChildren(child, isInsideLink || child.tagName === 'a');
    }
  }
}

function imageAsLink(image: Element, isInsideLink: boolean): ElementContent {
  const src = typeof image.properties.src === 'string' ? image.properties.src : '';
  const alt = typeof image.properties.alt === 'string' ? image.properties.alt.trim() : '';
  const label = alt || src;
  // A link inside a link is invalid HTML, and a non-http(s) image has nowhere safe to go.
  if (isInsideLink || !isHttpUrl(src)) return { type: 'text', value: label };
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: src, className: ['mk-image-link'], title: src },
    children: [{ type: 'text', value: label }],
  };
}

const remarkPlugins: Options['remarkPlugins'] = [remarkGfm];
const rehypePlugins: Options['rehypePlugins'] = [neutraliseHtmlAndImages, [rehypeSanitize, sanitizeSchema], rehypeHighlightLoaded];

function codeText(node: ElementContent | Element | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(codeText).join('');
  return '';
}

function codeElementOf(pre: Element | undefined): Element | undefined {
  return pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
}

function languageOf(code: Element | undefined): string | undefined {
  const classes = code?.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}

function createComponents(labels: CodeBlockLabels): Components {
  return {
    pre: ({ node, children }: ComponentProps<'pre'> & ExtraProps) => {
      const code = codeElementOf(node);
      return (
        <CodeBlock code={codeText(code)} language={languageOf(code)} labels={labels}>
          {children}
        </CodeBlock>
      );
    },
    a: ({ node: _node, href, children, ...rest }: ComponentProps<'a'> & ExtraProps) => {
      if (!href) return <a {...rest}>{children}</a>;
      if (href.startsWith('#'))
        return (
          <a {...rest} href={href}>
            {children}
          </a>
        );
      return (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    table: ({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) => (
      <div className="mk-table-wrap">
        <table {...rest} />
      </div>
    ),
  };
}

const ENGLISH_COMPONENTS = createComponents(ENGLISH_CODE_BLOCK_LABELS);

export interface MarkdownProps {
  text: string;
  /** Pass a stable (module-level) object per UI language, or the memo is defeated. */
  labels?: CodeBlockLabels;
}

/**
 * The known languages on this text's fences whose grammar has not loaded yet, as one string (so a streamed
 * text whose fences do not change keeps the same value).
 */
function missingGrammarsOf(text: string): string {
  return fenceLanguages(text)
    .filter((language) => grammarFor(language) !== undefined && !isLanguageLoaded(language))
    .join('\n');
}

/**
 * Renders an assistant message. Memoised on `text` (and `labels`), so re-rendering a long conversation
 * re-parses only the message that changed. Half-streamed input is fine: an unclosed fence is a code block
 * to the end of the text, as CommonMark specifies.
 */
export const Markdown = memo(function Markdown({ text, labels }: MarkdownProps) {
  const components = useMemo(() => (labels ? createComponents(labels) : ENGLISH_COMPONENTS), [labels]);
  const missingGrammars = missingGrammarsOf(text);
  // Re-render (and so re-highlight) once the grammars this text names have loaded.
  const [, setLoadedGrammars] = useState('');
  useEffect(() => {
    if (!missingGrammars) return;
    let live = true;
    void Promise.all(missingGrammars.split('\n').map(loadLanguage)).then(() => {
      if (live) setLoadedGrammars(missingGrammars);
    });
    return () => {
      live = false;
    };
  }, [missingGrammars]);
  return (
    <div className="mk-markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} urlTransform={urlTransform} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
});

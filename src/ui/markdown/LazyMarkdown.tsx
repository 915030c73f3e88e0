import { lazy, Suspense, type ComponentProps } from 'react';

// The Markdown renderer (react-markdown, GFM, sanitising, highlight.js) is the biggest part of the page's
// code and no empty chat needs it: it loads with the first answer, which shows as plain text until then.
const Markdown = lazy(() => import('./Markdown').then((m) => ({ default: m.Markdown })));

export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  return (
    <Suspense fallback={<div className="mk-markdown mk-plain">{props.text}</div>}>
      <Markdown {...props} />
    </Suspense>
  );
}

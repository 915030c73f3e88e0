import type { Page } from '@playwright/test';

/**
 * Every box that scrolls sideways when it should not: the document, and each element that is a scroll
 * container (overflow auto / scroll on either axis) whose content is wider than its box. Returns a short
 * description of each, so a failure names the culprit.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const scrolls = /(auto|scroll)/.test(style.overflowX) || /(auto|scroll)/.test(style.overflowY);
      if (!scrolls || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
}

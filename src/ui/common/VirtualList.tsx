import {
  Fragment,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type AriaRole,
  type Key,
  type ReactElement,
  type Ref,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListHandle {
  /** Scrolls to the end and sticks there again (e.g. for a "Jump to latest" button or after sending). */
  scrollToBottom: () => void;
  /** Brings the item at `index` into view (rendering it first when virtualised), e.g. for arrow-key navigation. */
  scrollToIndex: (index: number) => void;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  /**
   * Must return exactly one DOM element (it is measured and stays the list's direct child, so an
   * `<article>` keeps its role). Rows are flex items: their vertical margins add up rather than collapse.
   */
  renderItem: (item: T, index: number) => ReactElement;
  getKey: (item: T, index: number) => Key;
  /** Expected height in px before an item is measured; closer guesses mean less settling on first scroll. */
  estimateSize?: number | ((item: T, index: number) => number);
  /** Virtualise only above this many items; below it every item is rendered plainly. */
  threshold?: number;
  /** Pixels between items. */
  gap?: number;
  overscan?: number;
  /** Follow new content while the user is at the bottom (chat behaviour). */
  stickToBottom?: boolean;
  /** Called when the user reaches or leaves the bottom, e.g. to show a "Jump to latest" button. */
  onAtBottomChange?: (isAtBottom: boolean) => void;
  /**
   * Called when the user scrolls within `NEAR_TOP_PX` of the top, e.g. to load older items. Items put
   * before the first one keep the rows in view where they were.
   */
  onNearTop?: () => void;
  ref?: Ref<VirtualListHandle>;
  className?: string;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  tabIndex?: number;
}

export const DEFAULT_VIRTUALIZE_THRESHOLD = 80;
const DEFAULT_ESTIMATE_PX = 120;
/** How close to the end still counts as "at the bottom"; absorbs sub-pixel rounding and small nudges. */
export const BOTTOM_SLACK_PX = 32;
/** How close to the top asks for older items, so they are there before the user reaches the end. */
export const NEAR_TOP_PX = 400;

export function isNearBottom(scrollTop: number, clientHeight: number, scrollHeight: number, threshold: number): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= threshold;
}

export interface ScrollSample {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Whether to keep following the bottom after a scroll event. Only the user moving *up* away from the
 * bottom unsticks: content growing under a sticky view (streaming) and scroll corrections that move
 * down leave it sticky, so the next resize can pin it to the new bottom.
 */
export function decideStickiness(wasSticky: boolean, previousScrollTop: number, now: ScrollSample, threshold = BOTTOM_SLACK_PX): boolean {
  if (isNearBottom(now.scrollTop, now.clientHeight, now.scrollHeight, threshold)) return true;
  if (now.scrollTop < previousScrollTop) return false;
  return wasSticky;
}

/**
 * Rows sit in a flex column, where margins never collapse, so a row's share of the scroll height is its
 * border box plus both margins. Measuring only the box (the library default) would make every window
 * shift jump by the margins.
 */
function measureWithMargins(element: Element, entry: ResizeObserverEntry | undefined): number {
  const box = entry?.borderBoxSize?.[0];
  const height = box ? box.blockSize : element.getBoundingClientRect().height;
  const style = getComputedStyle(element);
  return Math.round(height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0));
}

/**
 * A vertical scrolling list that renders every item while short and virtualises (dynamic heights,
 * measured) once longer than `threshold`. Virtualised rows stay in normal flow between two paddings,
 * so each item is the list's own child rather than wrapped in a positioned box.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  estimateSize = DEFAULT_ESTIMATE_PX,
  threshold = DEFAULT_VIRTUALIZE_THRESHOLD,
  gap = 0,
  overscan = 6,
  stickToBottom = true,
  onAtBottomChange,
  onNearTop,
  ref,
  className,
  ...containerProps
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isStickyRef = useRef(stickToBottom);
  const lastScrollTopRef = useRef(0);
  const anchorRef = useRef<Key | null>(null);
  const onAtBottomChangeRef = useRef(onAtBottomChange);
  const isVirtual = items.length > threshold;

  useEffect(() => {
    onAtBottomChangeRef.current = onAtBottomChange;
  }, [onAtBottomChange]);

  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: items.length,
    enabled: isVirtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const item = items[index] as T;
      return typeof estimateSize === 'number' ? estimateSize : estimateSize(item, index);
    },
    getItemKey: useCallback((index: number) => getKey(items[index] as T, index), [items, getKey]),
    // Switching from plain to virtual must not jump to the top.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    measureElement: measureWithMargins,
    overscan,
    gap,
    // Older items put before the first one: the virtualizer finds the row that was at the top of the view and
    // keeps it there, updating its own offset in the same render, so the rows it renders are the ones in view
    // and rows measured later above the view move the scroll position with them.
    anchorTo: 'end',
  });

  const setSticky = useCallback((isSticky: boolean) => {
    if (isStickyRef.current === isSticky) return;
    isStickyRef.current = isSticky;
    onAtBottomChangeRef.current?.(isSticky);
  }, []);

  const pinToBottom = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    scroller.scrollTop = scroller.scrollHeight;
    lastScrollTopRef.current = scroller.scrollTop;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom: () => {
        setSticky(true);
        pinToBottom();
      },
      scrollToIndex: (index: number) => {
        if (isVirtual) virtualizer.scrollToIndex(index, { align: 'auto' });
        else contentRef.current?.children[index]?.scrollIntoView({ block: 'nearest' });
      },
    }),
    [pinToBottom, setSticky, isVirtual, virtualizer],
  );

  const onScroll = () => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const { scrollTop, clientHeight, scrollHeight } = scroller;
    const isSticky = decideStickiness(isStickyRef.current, lastScrollTopRef.current, { scrollTop, clientHeight, scrollHeight });
    lastScrollTopRef.current = scrollTop;
    if (stickToBottom) setSticky(isSticky);
    if (onNearTop && scrollTop <= NEAR_TOP_PX && !isSticky) onNearTop();
  };

  // Older items put before the first one while every item is rendered: keep what the user sees in place by
  // moving the scroll position down by the height they added, before the browser paints. (A virtualised list
  // that was already virtual is anchored by the virtualizer itself, see `anchorTo` above; one that just became
  // virtual had no anchor there yet, so it is moved here by the rows' estimated or measured starts.)
  const firstKey = items.length > 0 ? getKey(items[0] as T, 0) : null;
  const wasVirtualRef = useRef(isVirtual);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    const previousFirst = anchorRef.current;
    const wasVirtual = wasVirtualRef.current;
    anchorRef.current = firstKey;
    wasVirtualRef.current = isVirtual;
    if (!scroller || !content || previousFirst === null || previousFirst === firstKey || isStickyRef.current) return;
    if (isVirtual && wasVirtual) return;
    const added = items.findIndex((item, index) => getKey(item, index) === previousFirst);
    if (added <= 0) return;
    const height = isVirtual
      ? (virtualizer.measurementsCache[added]?.start ?? 0) - (virtualizer.measurementsCache[0]?.start ?? 0)
      : ((content.children[added] as HTMLElement | undefined)?.offsetTop ?? 0) -
        ((content.children[0] as HTMLElement | undefined)?.offsetTop ?? 0);
    scroller.scrollTop += height;
    lastScrollTopRef.current = scroller.scrollTop;
  }, [items, firstKey, getKey, isVirtual, virtualizer]);

  // Any growth of the content (a streamed token, a measured row, a highlighted block) or of the viewport
  // keeps a sticky list at the bottom; ResizeObserver runs before paint, so the jump is never seen.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!stickToBottom || !scroller || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isStickyRef.current) pinToBottom();
    });
    observer.observe(content);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [stickToBottom, pinToBottom]);

  useLayoutEffect(() => {
    if (stickToBottom && isStickyRef.current) pinToBottom();
  }, [items, stickToBottom, pinToBottom]);

  const virtualItems = isVirtual ? virtualizer.getVirtualItems() : [];

  // Rows are measured through their own elements: tag each with its index for the virtualizer,
  // which observes it and re-measures on resize.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!isVirtual || !content) return;
    virtualItems.forEach((virtualItem, position) => {
      const element = content.children[position];
      if (!element) return;
      element.setAttribute('data-index', String(virtualItem.index));
      virtualizer.measureElement(element);
    });
  });

  const firstRow = virtualItems[0];
  const lastRow = virtualItems[virtualItems.length - 1];
  const paddingTop = firstRow ? firstRow.start : 0;
  // Before the first measurement no row is in range; the bottom padding then stands for the whole list.
  const paddingBottom = isVirtual ? Math.max(0, virtualizer.getTotalSize() - (lastRow?.end ?? 0)) : 0;

  const rows = isVirtual
    ? virtualItems.map((virtualItem) => (
        <Fragment key={virtualItem.key}>{renderItem(items[virtualItem.index] as T, virtualItem.index)}</Fragment>
      ))
    : items.map((item, index) => <Fragment key={getKey(item, index)}>{renderItem(item, index)}</Fragment>);

  return (
    <div
      {...containerProps}
      ref={scrollRef}
      className={className}
      onScroll={onScroll}
      // The list manages its own anchoring; the browser's would fight the stick-to-bottom pinning.
      style={{ overflowY: 'auto', overflowAnchor: 'none' }}
    >
      <div ref={contentRef} style={{ display: 'flex', flexDirection: 'column', gap, paddingTop, paddingBottom }}>
        {rows}
      </div>
    </div>
  );
}

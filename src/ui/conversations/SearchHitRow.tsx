import type { ReactElement } from 'react';
import type { AppState } from '../../state/store';

type SearchHit = AppState['searchHits'][number];

/** The snippet with each matched word in a <mark>. */
function Highlighted({ text, highlights }: { text: string; highlights: readonly [number, number][] }) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

export function SearchHitRow({
  hit,
  index,
  active,
  onSelect,
}: {
  hit: SearchHit;
  index: number;
  active: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <div role="listitem" className="conversation-row" data-row={index}>
      <button type="button" className={`conversation${active ? ' active' : ''}`} onClick={() => onSelect(hit.conversationId)}>
        <span className="title">
          {hit.matchedIn === 'title' ? <Highlighted text={hit.title} highlights={hit.highlights} /> : hit.title}
        </span>
        {hit.matchedIn === 'message' && (
          <span className="snippet">
            <Highlighted text={hit.snippet} highlights={hit.highlights} />
          </span>
        )}
      </button>
    </div>
  );
}

// A virtual list (@tanstack/react-virtual): only the rows in view (and a few around) are in the DOM, so
// 10,000 results scroll as smoothly as 10. Fixed row height; the list scrolls inside its own box.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  label: string;
  className?: string;
  keyOf: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Called when the last row comes into view (a paged list loads its next page). */
  onEndReached?: () => void;
}

export function VirtualList<T>({ items, rowHeight, label, className, keyOf, renderRow, onEndReached }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const atEnd = items.length > 0 && lastShown >= items.length - 1;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, items.length, onEndReached]);
  return (
    <div
      ref={scroller}
      className={className ? `virtual-list ${className}` : 'virtual-list'}
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <ul
        role="list"
        style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={keyOf(item, row.index)}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${row.start}px)`,
              }}
            >
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

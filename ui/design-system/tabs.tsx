import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

/**
 * WAI-ARIA tabs as a row of chips: arrow keys (and Home, End) move between tabs, only the
 * selected tab is in the Tab order (roving tabindex), only the selected panel is shown.
 *
 * Every label stays on one line: a row wider than the screen scrolls sideways (the chip cut by
 * the edge shows there is more), and the selected chip is scrolled into view whenever it changes,
 * also when a page opens on a later tab. One look for every tab row, two tabs or four.
 */
export function Tabs({ items, label, initial }: { readonly items: readonly TabItem[]; readonly label: string; readonly initial?: string }) {
  const [selected, setSelected] = useState(initial ?? items[0]?.id ?? "");
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const listRef = useRef<HTMLDivElement | null>(null);

  // Scrolls the row only (not the page, as scrollIntoView would): the selected chip wholly in view,
  // with a chip's gap to spare so the next one peeks out.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selected];
    if (list === null || tab === undefined || tab === null) return;
    const row = list.getBoundingClientRect();
    const chip = tab.getBoundingClientRect();
    const room = Math.min(24, Math.max(0, (row.width - chip.width) / 2));
    if (chip.left < row.left + room) list.scrollLeft -= row.left + room - chip.left;
    else if (chip.right > row.right - room) list.scrollLeft += chip.right - (row.right - room);
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected);
    const target =
      event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : null;
    if (target === null) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (next === undefined) return;
    setSelected(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div className="ds-tabs">
      <div ref={listRef} className="ds-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[item.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            className="ds-tabs__tab"
            onClick={() => setSelected(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={`${base}-panel-${item.id}`} aria-labelledby={`${base}-tab-${item.id}`} hidden={item.id !== selected}>
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}

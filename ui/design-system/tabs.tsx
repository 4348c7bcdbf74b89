import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  readonly id: string;
  /** Text, or text with line break opportunities (`slashBreaks`, ui/design-system/tab-label.tsx). */
  readonly label: ReactNode;
  readonly content: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs, only the selected panel is shown.
 *
 * The tabs share the width and the row scrolls sideways when their labels need more (labels on one
 * line). Inside a `.ds-tabs-fit` box (tokens.css) every tab stays in sight at 360 px instead: labels
 * at 14 px, up to two lines, breaking at spaces or where `slashBreaks` allows, never inside a word;
 * for a row of three or four tabs (Activity, the payment page's "How to pay"). A class on a wrapper,
 * not a prop: the homes' tabs carry not a byte more.
 */
export function Tabs({ items, label, initial }: { readonly items: readonly TabItem[]; readonly label: string; readonly initial?: string }) {
  const [selected, setSelected] = useState(initial ?? items[0]?.id ?? "");
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const next = items[(index + step + items.length) % items.length];
    if (next === undefined) return;
    setSelected(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div className="ds-tabs">
      <div className="ds-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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

import { Link } from "react-router-dom";
import { StatePanel } from "../design-system/state-panel";

/** A form's page once what it sent is done: the success panel as the page's heading, and the one way on (a link). */
export function DonePage({ title, line, to, label }: { readonly title: string; readonly line: string; readonly to: string; readonly label: string }) {
  return (
    <main className="page stack">
      <StatePanel
        tone="success"
        headingLevel={1}
        title={title}
        line={line}
        action={
          <Link className="ds-button ds-button--primary" to={to}>
            {label}
          </Link>
        }
      />
    </main>
  );
}

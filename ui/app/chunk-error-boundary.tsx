import { Component, type ErrorInfo, type ReactNode } from "react";
import { RetryState } from "../design-system/state-panel";

interface Props {
  /** What Retry does besides mounting the children again (the root's boundary reloads the page). */
  readonly onRetry?: () => void;
  /** A new value (the location) clears the error: route-change errors are not sticky. */
  readonly resetKey: string;
  readonly children: ReactNode;
}
interface State {
  readonly failedAt: string | null;
}

/**
 * A route's chunk that fails to load (offline, or deleted by a deploy) shows the catalogue's
 * 'Oops! Failed to load' with Retry instead of a white screen.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "pending" };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    if (import.meta.env.DEV) console.warn("route failed to render", error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  // The page mounts again, and its loader (ui/design-system/lazy-component.ts) asks for the chunk again.
  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failedAt: null });
  };

  override render(): ReactNode {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <main className="page">
        <RetryState headingLevel={1} onRetry={this.retry} />
      </main>
    );
  }
}

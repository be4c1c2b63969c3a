// Keeps one broken block from taking the page down: a renderer that throws is replaced by a
// small error box in its place. The box clears itself when `resetKey` changes (the block was
// edited). The editor wraps a block's settings panel the same way, with its own title.
import { Component, type ReactNode } from 'react';

/** What the box says first; the reason follows. */
export const BLOCK_PROBLEM_TITLE = 'This block could not be shown.';

/** The box in place of a block (or a panel) that cannot be shown, with the reason. */
export function BlockProblem(props: { readonly reason: string; readonly title?: string }) {
  return (
    <div className="sb-block-error" role="alert">
      <p className="sb-block-error-title">{props.title ?? BLOCK_PROBLEM_TITLE}</p>
      <p className="sb-block-error-detail">{props.reason}</p>
    </div>
  );
}

interface Props {
  readonly resetKey: unknown;
  readonly children: ReactNode;
  /** The box's first line; BLOCK_PROBLEM_TITLE by default. */
  readonly title?: string;
}

interface State {
  readonly error: Error | null;
  readonly failedKey: unknown;
}

export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return { failedKey: props.resetKey };
    return props.resetKey === state.failedKey ? null : { error: null, failedKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <BlockProblem reason={error.message} title={this.props.title} />;
  }
}

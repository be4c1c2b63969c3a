// Keeps one broken block from taking the page down: a renderer that throws is replaced by a
// small error box. The box clears itself when `resetKey` changes (the block was edited).
import { Component, type ReactNode } from 'react';

interface Props {
  readonly resetKey: unknown;
  readonly children: ReactNode;
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
    return (
      <div className="sb-block-error" role="alert">
        <p className="sb-block-error-title">This block could not be shown.</p>
        <p className="sb-block-error-detail">{error.message}</p>
      </div>
    );
  }
}

import { Component, lazy, Suspense, type ReactNode } from 'react';

const RenderFailed = lazy(() => import('./PageLoadFailed').then(({ RenderFailed }) => ({ default: RenderFailed })));

type Props = { children: ReactNode; /** Another value (the next page's path) clears the failure. */ resetKey: string };
type State = { failed: boolean; key: string };

/**
 * A page that fails while it renders shows a message in the user's language and a way to load the
 * portal again, instead of a blank screen; the next page opened (Back, a link of the menu) renders
 * as usual.
 */
export class RenderFailedBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): State {
    return props.resetKey === state.key ? state : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RenderFailed />
      </Suspense>
    );
  }
}

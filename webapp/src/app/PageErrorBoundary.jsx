import { Component } from 'react';
import { useLocation } from 'react-router-dom';
import RouteError from './RouteError.jsx';

class Boundary extends Component {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error) {
    console.error(error); // the browser console, where support looks first
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError instead of a page that failed to render (or to load); another page starts afresh. */
export default function PageErrorBoundary({ children }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

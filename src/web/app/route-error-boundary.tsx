import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

/** A page whose code could not be fetched (the module stays failed: only a reload fetches it). */
const isMissingCode = (error: Error) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/**
 * Catches what a page throws while rendering or loading, so the header, menu and footer stay
 * usable; Retry renders the page again (or reloads, when its code failed to load). Going to
 * another route clears the error.
 */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  retry = () => {
    const { error } = this.state;
    // The reload mark stays, so a file still missing shows this again rather than reloading twice.
    if (error && isMissingCode(error)) {
      window.location.reload();
    } else {
      this.setState({ error: null });
    }
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, sm: 10 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          This page could not be shown
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Something went wrong while loading it. Please check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={this.retry}>
          Retry
        </Button>
      </Box>
    );
  }
}

/** The error boundary around a route's page, reset when the route changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}

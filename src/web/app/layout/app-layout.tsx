import { Outlet } from 'react-router';

// Replaced by the chrome work (nav bar, drawer, banner, snackbar, footer).
export function AppLayout() {
  return <Outlet />;
}

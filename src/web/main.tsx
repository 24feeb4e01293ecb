import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render is a transition so that React works in short slices and lets the browser
// paint and handle input in between, instead of one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

import type { ReactNode } from 'react';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. The page's
 * title and meta tags join this head from wherever they are rendered (React 19 hoists them); the
 * server adds the styles, the scripts and the page's data around what React renders, and React
 * leaves such extra tags alone when it hydrates.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00695c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

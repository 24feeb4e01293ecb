/**
 * A planner works its figures out in the browser, so without JavaScript its form can do nothing.
 * Two things keep that from costing the visitor what they typed:
 *
 * - `formWithoutReload`, spread on the planner's <form>: method "dialog" makes the browser's own
 *   submit (a press of Submit, or Enter in a field, before the page's code has arrived or with
 *   scripts off) a no-op outside a dialog, where a plain form would reload the page empty. Once
 *   the page is taken over, the form's onSubmit handles every submit and prevents it anyway.
 * - `NeedsJavaScript`, by the form: a note that only a browser without scripts shows (a
 *   <noscript>, so the same server HTML, kept answers included, is right for everyone and nothing
 *   appears and disappears while the page starts).
 */
export const formWithoutReload = { method: 'dialog' } as const;

export function NeedsJavaScript({ planner }: { planner: string }) {
  return (
    <noscript>
      <p
        style={{
          margin: '0 0 16px',
          padding: '12px 16px',
          border: '1px solid #b26a00',
          borderRadius: 8,
          background: '#fff8e1',
          color: '#1a1a1a',
        }}
      >
        <strong>{planner} needs JavaScript.</strong> It works out your figures in this browser,
        which has JavaScript turned off: turn it on and reload the page to use the planner.
      </p>
    </noscript>
  );
}

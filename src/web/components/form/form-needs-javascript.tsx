import { site } from '../../../shared/config/site';

/**
 * By a form that sends its answer with the page's code: a note that only a browser without
 * scripts shows (a <noscript>, so the same server HTML is right for everyone), with the e-mail
 * address as the way to reach us instead. The form itself carries `method="dialog"`
 * (formWithoutReload), so that a submit without scripts does not reload the page empty.
 */
export function FormNeedsJavaScript({ action }: { action: string }) {
  return (
    <noscript>
      <p
        style={{
          margin: 0,
          padding: '12px 16px',
          border: '1px solid #b26a00',
          borderRadius: 8,
          background: '#fff8e1',
          color: '#1a1a1a',
        }}
      >
        <strong>This form needs JavaScript</strong>, which is turned off in this browser. Turn it on
        and reload the page to {action}, or write to us at{' '}
        <a href={`mailto:${site.supportEmail}`} style={{ color: '#004d40' }}>
          {site.supportEmail}
        </a>
        .
      </p>
    </noscript>
  );
}

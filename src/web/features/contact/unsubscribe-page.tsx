import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import type { TContactResponse } from '../../../shared/schemas/contact';
import { FormAlert, type FormNotice } from '../../components/form/form-alert';
import { FormNeedsJavaScript } from '../../components/form/form-needs-javascript';
import { SubmitButton } from '../../components/form/submit-button';
import { placeFailure } from '../../components/form/use-form';
import { PageHeader } from '../../components/page-header';
import { apiPost } from '../../lib/api-client';

/** POST contactUs/unsubscribe with the token of the mail's link; no sign-in. */
const unsubscribe = (token: string) =>
  apiPost<TContactResponse>('contactUs/unsubscribe', { token });

/**
 * undefined until the page's code has read the address (the server's HTML is the same for every
 * token, so it is kept once, under the path alone, and no token ever enters the store: ADR 028);
 * null when the address carries no token.
 */
function useTokenOfAddress(): string | null | undefined {
  return useSyncExternalStore(
    ignoreChanges,
    () => new URLSearchParams(window.location.search).get('token')?.trim() || null,
    () => undefined,
  );
}

/** What a press says when the address carries no token. */
const NO_TOKEN =
  'This address has no unsubscribe token, so we cannot tell which subscription to stop. Open ' +
  `the unsubscribe link at the foot of our latest e-mail again, or write to ${site.supportEmail} ` +
  'and we will unsubscribe you by hand.';

/** The address does not change while the page is open. */
const ignoreChanges = () => () => {};

/**
 * /newsletter/unsubscribe?token=…, the page the newsletter's mails link to: one button that
 * unsubscribes the address the link was made for, then says it is done. A press rather than the
 * visit itself, so that a mail scanner that opens links does not unsubscribe anyone; a mail
 * program's one-click unsubscribe (RFC 8058) posts to the API directly.
 */
export default function UnsubscribePage() {
  const token = useTokenOfAddress();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || token === undefined) return;
    // Said on the press, not on arrival: the page looks the same for every address until then, so
    // nothing moves while it comes to life.
    if (token === null) {
      setNotice({ severity: 'error', message: NO_TOKEN });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await unsubscribe(token);
      setNotice({ severity: 'success', message: answer.msg });
      setDone(true);
    } catch (error) {
      setNotice({ severity: 'error', message: placeFailure(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 3, sm: 5 }, pb: { xs: 6, md: 8 } }}>
      <PageHeader
        crumb={paths.newsletterUnsubscribe.title}
        title="Unsubscribe from our newsletter"
        lead={`Press the button and we will stop sending the ${site.name} newsletter to the address this link was sent to. You do not need to sign in.`}
      />
      {done ? (
        <Box ref={doneRef} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2 }}>
          <FormAlert notice={notice} />
          <Box component="p" sx={{ m: 0 }}>
            Changed your mind? You can subscribe again at any time from our{' '}
            <Link component={RouterLink} to={paths.home.path} sx={{ fontWeight: 700 }}>
              home page
            </Link>
            .
          </Box>
        </Box>
      ) : (
        <Box
          component="form"
          method="dialog"
          noValidate
          onSubmit={handleSubmit}
          aria-label="Unsubscribe"
          sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
        >
          <FormNeedsJavaScript action="unsubscribe" />
          <FormAlert notice={notice} />
          <SubmitButton busy={busy} busyLabel="Unsubscribing…" disabled={token === undefined}>
            Unsubscribe
          </SubmitButton>
        </Box>
      )}
    </Container>
  );
}

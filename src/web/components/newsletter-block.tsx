import Box from '@mui/material/Box';
import { site } from '../../shared/config/site';
import type { TContactResponse, TSubscribeRequest } from '../../shared/schemas/contact';
import { hasErrorCode, apiPost } from '../lib/api-client';
import { ConsentNote } from './form/consent-note';
import { FormAlert } from './form/form-alert';
import { FormNeedsJavaScript } from './form/form-needs-javascript';
import { FormTextField } from './form/form-text-field';
import { FormEmailField } from './form/form-contact-fields';
import { HoneypotField } from './form/honeypot-field';
import { SubmitButton } from './form/submit-button';
import type { FieldBinding } from './form/use-form';
import { useForm } from './form/use-form';

// Zod stays off the page's first load: the schema comes when the visitor starts typing.
const loadSchema = () =>
  import('../../shared/schemas/contact').then((m) => m.subscribeRequestSchema);

/** POST contactUs/subscribe: the server's `msg` is what the block says on success. */
const subscribe = (input: TSubscribeRequest) =>
  apiPost<TContactResponse>('contactUs/subscribe', input);

const CONSENT_TICKED = 'yes';

const emptyValues = { name: '', email: '', consent: '', website: '' };

/** The box the reader ticks to ask for the newsletter (a marketing use needs its own consent). */
function ConsentCheckbox({ id, value, onChange, inputRef, error }: { id: string } & FieldBinding) {
  const errorId = `${id}-error`;
  return (
    <Box>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', cursor: 'pointer' }}
      >
        <Box
          component="input"
          id={id}
          type="checkbox"
          checked={value === CONSENT_TICKED}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            onChange(event.target.checked ? CONSENT_TICKED : '')
          }
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          sx={{ width: 22, height: 22, m: 0, mt: '1px', flex: 'none', accentColor: '#00695c' }}
        />
        <span>Yes, e-mail me the {site.name} newsletter. I can unsubscribe at any time.</span>
      </Box>
      {error && (
        <Box id={errorId} sx={{ mt: 0.5, color: 'error.main', fontSize: '0.8rem', ml: 4.5 }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

type NewsletterBlockProps = {
  /** Prefix of the fields' ids, for a page that would show the block twice. */
  idPrefix?: string;
};

/**
 * The subscribe block (home, events): Name, Email, the consent box the reader ticks, Subscribe.
 * The shared schema gives the seeds' messages in order ('Name is empty', 'Email is empty', then
 * 'Please Enter Valid email'); the server's `msg` shows on success and the fields clear; an
 * address already subscribed is told so in the server's words, as information, not a failure.
 */
export function NewsletterBlock({ idPrefix = 'newsletter' }: NewsletterBlockProps) {
  const form = useForm({
    schema: loadSchema,
    initialValues: emptyValues,
    toInput: (values) => ({ ...values, consent: values.consent === CONSENT_TICKED }),
    submit: subscribe,
    onSuccess: (answer) => {
      form.setValues(emptyValues);
      form.setNotice({ severity: 'success', message: answer.msg });
    },
    onError: (error) => {
      if (!hasErrorCode(error, 'ALREADY_SUBSCRIBED')) return false;
      form.setNotice({ severity: 'info', message: error.message, code: error.code });
      return true;
    },
  });
  const titleId = `${idPrefix}-title`;
  const noteId = `${idPrefix}-consent-note`;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ bgcolor: '#e0f2f1', py: { xs: 5, md: 7 }, px: 2 }}
    >
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <Box
          component="h2"
          id={titleId}
          sx={{
            m: 0,
            fontSize: { xs: '1.6rem', md: '2rem' },
            fontWeight: 700,
            color: 'primary.dark',
          }}
        >
          Subscribe to our newsletter
        </Box>
        <Box component="p" sx={{ mt: 1, mb: 3, fontSize: '1.05rem', color: '#1a1a1a' }}>
          One e-mail a month: a money habit you can start that week, our next free talks near you,
          and what is new in the planners and the magazine. No product pitches, no tips on what to
          buy.
        </Box>
        <Box
          component="form"
          method="dialog"
          noValidate
          onSubmit={form.handleSubmit}
          aria-labelledby={titleId}
          aria-describedby={noteId}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormNeedsJavaScript action="subscribe" />
          <FormAlert notice={form.notice} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              '& .MuiOutlinedInput-root': { bgcolor: '#fff' },
            }}
          >
            <FormTextField
              id={`${idPrefix}-name`}
              label="Name"
              autoComplete="name"
              {...form.field('name')}
            />
            <FormEmailField id={`${idPrefix}-email`} {...form.field('email')} />
          </Box>
          <ConsentCheckbox id={`${idPrefix}-consent`} {...form.field('consent')} />
          <HoneypotField id={`${idPrefix}-website`} {...form.field('website')} />
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            <SubmitButton busy={form.busy} busyLabel="Subscribing…" sx={{ px: 5, flex: 'none' }}>
              Subscribe
            </SubmitButton>
            <ConsentNote id={noteId} purpose="newsletter" sx={{ color: '#3d4a48' }} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

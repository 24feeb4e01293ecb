import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { OUTBOX_PAGE_SIZE, type TOutboxPageResponse } from '../../../../shared/schemas/mail';
import { formatWhen } from '../components/format-when';
import { ListPager } from '../components/list-pager';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { useOutboxPage } from './api/get-outbox-page';

type Message = TOutboxPageResponse['messages'][number];

/**
 * /dashboard/outbox (design.md: mail without an SMTP server is kept for admins): what the site
 * would have e-mailed, newest first. Links show without their tokens, as a person's own data
 * download shows them, so that the screen cannot be used to reset a password or confirm an address.
 */
export default function OutboxPage() {
  return (
    <AdminPage
      title="Mail outbox"
      intro={
        <>
          While no mail server is configured, the site keeps its e-mails here instead of sending
          them. The tokens in their links read [removed]: a reset or confirmation link works only
          for the person it was sent to.
        </>
      }
    >
      <OutboxList />
    </AdminPage>
  );
}

function OutboxList() {
  const [page, setPage] = useState(1);
  const list = useOutboxPage(page);
  const messages = list.data?.messages ?? [];
  return (
    <>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={messages.length === 0}
        emptyText="The outbox is empty."
      />
      {messages.length > 0 && (
        <Box component="ul" aria-label="Kept e-mails" sx={{ listStyle: 'none', p: 0, mt: 3 }}>
          {messages.map((message) => (
            <li key={message.id}>
              <OutboxMessage message={message} />
            </li>
          ))}
        </Box>
      )}
      {list.data && list.data.total > 0 && (
        <ListPager
          label="Outbox"
          page={page}
          pageSize={OUTBOX_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      )}
    </>
  );
}

/** One e-mail: subject, recipient and time in its summary; its text when opened. */
function OutboxMessage({ message }: { message: Message }) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`mail-${message.id}`}
        id={`mail-${message.id}-summary`}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {message.subject}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            To {message.to} · {formatWhen(message.createdAt)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          sx={{
            m: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
          }}
        >
          {message.text}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

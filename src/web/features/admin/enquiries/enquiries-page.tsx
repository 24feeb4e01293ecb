import { useState } from 'react';
import { ENQUIRIES_PAGE_SIZE } from '../../../../shared/schemas/admin-enquiries';
import { ListPager } from '../components/list-pager';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { useEnquiries, type EnquiryFilter as Filter } from './api/get-enquiries';
import { EnquiryDownloads } from './components/enquiry-downloads';
import { EnquiryFilter } from './components/enquiry-filter';
import { EnquiryTable } from './components/enquiry-table';

/**
 * /dashboard/enquiries (issue 23, beyond the seeds): the contact form's, the short contact form's
 * and the event registrations' submissions in one list, newest first, each marked new or answered.
 */
export default function EnquiriesPage() {
  return (
    <AdminPage
      title="Enquiries"
      intro={
        <>
          What visitors sent through the contact forms and the event registrations, newest first.
          Mark each one answered once someone has replied.
        </>
      }
    >
      <EnquiryDownloads />
      <EnquiryList />
    </AdminPage>
  );
}

function EnquiryList() {
  const [filter, setFilter] = useState<Filter>({ kind: 'all', from: '', to: '' });
  const [page, setPage] = useState(1);
  const list = useEnquiries(filter, page);
  const enquiries = list.data?.enquiries ?? [];

  return (
    <>
      <EnquiryFilter
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={enquiries.length === 0}
        emptyText="No enquiries match."
      />
      {enquiries.length > 0 && <EnquiryTable enquiries={enquiries} />}
      {list.data && list.data.total > 0 && (
        <ListPager
          label="Enquiries"
          page={page}
          pageSize={ENQUIRIES_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      )}
    </>
  );
}

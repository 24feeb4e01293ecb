import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearch } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { contentAdminMessages } from '../../../../shared/schemas/content-admin';
import { useAdminTestimonials } from './api/content-api';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import { TestimonialForm } from './components/testimonial-form';

/**
 * /dashboard/updateTestimonial?id= (seed 001): the Update Testimonial form, filled from the
 * server (the id in the address, so a reload keeps it).
 */
export default function UpdateTestimonialPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const query = useAdminTestimonials();
  const current = query.data?.testimonials.find((row) => row.id === id);
  return (
    <AdminPage title="Update Testimonial" intro="Changes show on the home page at once.">
      {!query.data ? (
        <LoadState error={query.error} what="the testimonial" />
      ) : current ? (
        <TestimonialForm key={current.updatedAt} current={current} />
      ) : (
        <Alert severity="warning">
          {contentAdminMessages.testimonialMissing}.{' '}
          <Link component={RouterLink} to={paths.adminTestimonials.path}>
            Back to the testimonials
          </Link>
        </Alert>
      )}
    </AdminPage>
  );
}

import { AdminPage } from '../components/admin-page';
import { TestimonialForm } from './components/testimonial-form';

/** /dashboard/testimonial (seed 001): the Add Testimonial form; it joins the end of the order. */
export default function AddTestimonialPage() {
  return (
    <AdminPage
      title="Add Testimonial"
      intro="What a learner says, and who they are. It is shown last on the home page until you move it."
    >
      <TestimonialForm />
    </AdminPage>
  );
}

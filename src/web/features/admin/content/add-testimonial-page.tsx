import { ContentPage } from './components/content-page';
import { TestimonialForm } from './components/testimonial-form';

/** /dashboard/testimonial (seed 001): the Add Testimonial form; it joins the end of the order. */
export default function AddTestimonialPage() {
  return (
    <ContentPage
      title="Add Testimonial"
      intro="What a learner says, and who they are. It is shown last on the home page until you move it."
    >
      <TestimonialForm />
    </ContentPage>
  );
}

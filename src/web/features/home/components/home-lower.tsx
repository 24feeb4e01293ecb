import { AchievementsSection } from '../../../components/achievements-section';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { LatestArticles } from './latest-articles';
import { TaglineBlock } from './tagline-block';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page below the planners, in the specification's order: the newsletter, the
 * achievements, the testimonials, the tagline and the newest articles. One module, so that the
 * browser can load its code (the form kit, the query cache) only when it comes near.
 */
export function HomeLower() {
  return (
    <>
      <NewsletterBlock />
      <AchievementsSection />
      <TestimonialsSection />
      <TaglineBlock />
      <LatestArticles />
    </>
  );
}

import { NewsletterBlock } from '../../components/newsletter-block';
import { AchievementsSection } from '../../components/achievements-section';
import { GoalQuote } from './components/goal-quote';
import { HomeBanners } from './components/home-banners';
import { LatestArticles } from './components/latest-articles';
import { PlannersSection } from './components/planners-section';
import { TaglineBlock } from './components/tagline-block';
import { TestimonialsSection } from './components/testimonials-section';
import { WhatWeDoSection } from './components/what-we-do-section';

/** The home page, in the specification's order (seed section 2, Home). */
export default function HomePage() {
  return (
    <>
      <HomeBanners />
      <WhatWeDoSection />
      <GoalQuote />
      <PlannersSection />
      <NewsletterBlock />
      <AchievementsSection />
      <TestimonialsSection />
      <TaglineBlock />
      <LatestArticles />
    </>
  );
}

import { AchievementsSection } from './components/achievements-section';
import { GoalQuote } from './components/goal-quote';
import { HomeBanners } from './components/home-banners';
import { PlannersSection } from './components/planners-section';
import { WhatWeDoSection } from './components/what-we-do-section';

/**
 * The home page, in the specification's order. The newsletter, testimonials and blog teasers
 * arrive with the content work.
 */
export default function HomePage() {
  return (
    <>
      <HomeBanners />
      <WhatWeDoSection />
      <GoalQuote />
      <PlannersSection />
      <AchievementsSection />
    </>
  );
}

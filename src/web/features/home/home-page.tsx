import { AchievementsSection } from './components/achievements-section';
import { GoalQuote } from './components/goal-quote';
import { HomeHero } from './components/home-hero';
import { PlannersSection } from './components/planners-section';
import { WhatWeDoSection } from './components/what-we-do-section';

/**
 * The home page, in the specification's order. The carousel, newsletter, testimonials and blog
 * teasers arrive with the content work.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhatWeDoSection />
      <GoalQuote />
      <PlannersSection />
      <AchievementsSection />
    </>
  );
}

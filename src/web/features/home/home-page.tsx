import { Suspense } from 'react';
import { GoalQuote } from './components/goal-quote';
import { HomeBanners } from './components/home-banners';
import { lazyWhenNear } from '../../lib/lazy-when-near';
import { PlannersSection } from './components/planners-section';
import { WhatWeDoSection } from './components/what-we-do-section';

// Below the planners the page needs the form kit and the query cache, which the first screen does
// not: the browser loads that part's code when it comes near (its first block is the newsletter),
// so that the first load stays within its budget (150 KB). The server draws it with the page: it
// loads the module before this one is done loading (a page module is loaded before its render),
// and the browser's build drops that import.
const NearHomeLower = lazyWhenNear('newsletter-title', () =>
  import('./components/home-lower').then((m) => m.HomeLower),
);
const ServerHomeLower = import.meta.env.SSR
  ? (await import('./components/home-lower')).HomeLower
  : null;

/** The home page, in the specification's order (seed section 2, Home). */
export default function HomePage() {
  return (
    <>
      <HomeBanners />
      <WhatWeDoSection />
      <GoalQuote />
      <PlannersSection />
      <Suspense fallback={null}>
        {ServerHomeLower ? <ServerHomeLower /> : <NearHomeLower />}
      </Suspense>
    </>
  );
}

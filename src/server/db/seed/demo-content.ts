import { paths } from '../../../shared/config/paths';

/** The demo content of a new install, written by us. Later areas add their own lists here. */
export const demoBannerTexts = [
  `New in ${paths.moneyMap.title}: see how your monthly SIP grows into your goal, year by year. <a href="${paths.moneyMap.path}">Plan a goal</a>`,
];

/** The achievements banner's figures: teaching sessions held, months of teaching, people reached. */
export const demoSessionInfo = { sessions: '1,480+', months: '92', people: '56,400+' };

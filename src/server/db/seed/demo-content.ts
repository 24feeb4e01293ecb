/** The demo content of a new install, written by us. Later areas add their own lists here. */
export const demoBannerTexts = [
  'New in Money Maps: see how your monthly SIP grows into your goal, year by year. <a href="/moneyMap">Plan a goal</a>',
];

/**
 * The 26 photos of the events gallery (seed 000 section 9), drawn by us (decision 22) with
 * scripts/event-gallery.ts from the scene each names, and served as WebP in two widths. The
 * scene's numbers only vary the drawing; the alt text says what each picture shows.
 */
type GalleryScene = 'talk' | 'table' | 'hands' | 'laptops' | 'group' | 'chart' | 'coins';

export type GalleryPhoto = {
  /** The file name's stem: /event-gallery/{name}-{width}.webp */
  name: string;
  scene: GalleryScene;
  /** 0 to 5: which of the drawing's palettes. */
  palette: number;
  /** How many people (or bars, or coins) the scene has. */
  count: number;
  alt: string;
};

/** The widths each photo is drawn at: a grid thumbnail, and the lightbox (and wide grids). */
export const GALLERY_WIDTHS = [480, 960] as const;
/** Every photo is 4:3. */
export const GALLERY_RATIO = 3 / 4;

export const galleryPhotoUrl = (name: string, width: number) =>
  `/event-gallery/${name}-${width}.webp`;

export const galleryPhotos: readonly GalleryPhoto[] = [
  {
    name: 'pune-talk',
    scene: 'talk',
    palette: 0,
    count: 14,
    alt: 'A speaker points to a rising bar chart on the whiteboard as fourteen people listen in rows, at our tax-saving evening in Pune',
  },
  {
    name: 'chennai-table',
    scene: 'table',
    palette: 1,
    count: 6,
    alt: 'Six women around a table with worksheets and a calculator, planning a household budget in Chennai',
  },
  {
    name: 'bengaluru-hands',
    scene: 'hands',
    palette: 2,
    count: 9,
    alt: 'Hands raised across the room during the questions after First Salary, First Plan in Bengaluru',
  },
  {
    name: 'mumbai-laptops',
    scene: 'laptops',
    palette: 3,
    count: 4,
    alt: 'Four participants work out what they need at 60 on their laptops in Mumbai',
  },
  {
    name: 'hyderabad-group',
    scene: 'group',
    palette: 4,
    count: 7,
    alt: 'Seven participants stand together under a teal banner after a couples’ money session in Hyderabad',
  },
  {
    name: 'sip-growth-chart',
    scene: 'chart',
    palette: 5,
    count: 8,
    alt: 'A drawing of eight bars growing year by year, the chart we use to explain a monthly SIP',
  },
  {
    name: 'emergency-fund-coins',
    scene: 'coins',
    palette: 0,
    count: 6,
    alt: 'Six stacks of coins rising from left to right, our picture of an emergency fund built month by month',
  },
  {
    name: 'gurugram-talk',
    scene: 'talk',
    palette: 1,
    count: 20,
    alt: 'About twenty employees listen to a talk on financial wellness in a Gurugram conference room',
  },
  {
    name: 'kochi-table',
    scene: 'table',
    palette: 2,
    count: 5,
    alt: 'Parents and a counsellor at a round table in Kochi, sharing ideas for children’s pocket money',
  },
  {
    name: 'kolkata-hands',
    scene: 'hands',
    palette: 3,
    count: 12,
    alt: 'A full seminar room in Kolkata with many hands up to ask about index funds',
  },
  {
    name: 'bengaluru-laptops',
    scene: 'laptops',
    palette: 4,
    count: 3,
    alt: 'Three young professionals compare their goal plans on laptops at a Bengaluru workshop',
  },
  {
    name: 'chennai-group',
    scene: 'group',
    palette: 5,
    count: 9,
    alt: 'Nine participants of Women and Money in Chennai smile for a group picture',
  },
  {
    name: 'goal-chart',
    scene: 'chart',
    palette: 0,
    count: 5,
    alt: 'Five bars for five goals, from a holiday to retirement, drawn as we sketch them in class',
  },
  {
    name: 'savings-coins',
    scene: 'coins',
    palette: 1,
    count: 4,
    alt: 'Four piles of coins of different heights, showing how small savings add up',
  },
  {
    name: 'mumbai-talk',
    scene: 'talk',
    palette: 2,
    count: 10,
    alt: 'Our co-founder explains inflation at six per cent to ten people in Dadar, Mumbai',
  },
  {
    name: 'pune-table',
    scene: 'table',
    palette: 3,
    count: 4,
    alt: 'Four friends check their tax-saving investments together with papers spread on a table in Pune',
  },
  {
    name: 'hyderabad-hands',
    scene: 'hands',
    palette: 4,
    count: 6,
    alt: 'Six participants raise their hands in a quick poll about who keeps a monthly budget, in Hyderabad',
  },
  {
    name: 'gurugram-laptops',
    scene: 'laptops',
    palette: 5,
    count: 5,
    alt: 'Five employees answer a short money health quiz on laptops during a workplace session in Gurugram',
  },
  {
    name: 'kolkata-group',
    scene: 'group',
    palette: 0,
    count: 5,
    alt: 'The organisers and volunteers of the Kolkata session stand in front of the seminar room',
  },
  {
    name: 'asset-mix-chart',
    scene: 'chart',
    palette: 1,
    count: 6,
    alt: 'Six bars in two colours showing a mix of debt and equity that changes with the years to a goal',
  },
  {
    name: 'first-salary-coins',
    scene: 'coins',
    palette: 2,
    count: 8,
    alt: 'Eight small stacks of coins, the first salary split into needs, wants and savings',
  },
  {
    name: 'kochi-talk',
    scene: 'talk',
    palette: 3,
    count: 12,
    alt: 'A school counsellor talks to parents in a library reading hall in Kochi',
  },
  {
    name: 'bengaluru-table',
    scene: 'table',
    palette: 4,
    count: 6,
    alt: 'A teachers’ group in Bengaluru works out what a child’s degree will cost in 2034',
  },
  {
    name: 'mumbai-hands',
    scene: 'hands',
    palette: 5,
    count: 8,
    alt: 'Eight hands up in Mumbai when asked who has a nominee on every investment',
  },
  {
    name: 'pune-group',
    scene: 'group',
    palette: 1,
    count: 6,
    alt: 'Six participants of the Pune evening hold their worksheets after the session',
  },
  {
    name: 'retirement-chart',
    scene: 'chart',
    palette: 4,
    count: 10,
    alt: 'Ten bars rising and then falling, a drawing of a retirement fund built and then spent',
  },
];

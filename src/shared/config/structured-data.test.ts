import { describe, expect, it } from 'vitest';
import { webPageJsonLd } from './structured-data';

describe('a page’s JSON-LD', () => {
  it('names the page at its address on the site, with the trail to it from Home', () => {
    const jsonLd = webPageJsonLd('https://arthashala.example', {
      type: 'CollectionPage',
      name: 'Tax',
      description: 'Saving tax the right way.',
      trail: [
        { name: 'Magazine', path: '/magazine' },
        { name: 'Tax', path: '/magazine/section/tax' },
      ],
    });
    const [page, breadcrumbs] = jsonLd['@graph'];
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://arthashala.example/magazine/section/tax',
      name: 'Tax',
      description: 'Saving tax the right way.',
      isPartOf: { '@id': 'https://arthashala.example/#website' },
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://arthashala.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Magazine',
          item: 'https://arthashala.example/magazine',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Tax',
          item: 'https://arthashala.example/magazine/section/tax',
        },
      ],
    });
  });

  it('is a plain WebPage unless told otherwise', () => {
    const jsonLd = webPageJsonLd('https://arthashala.example', {
      name: 'Money Maps',
      description: 'Plan a goal.',
      trail: [{ name: 'Money Maps', path: '/moneyMap' }],
    });
    expect(jsonLd['@graph'][0]).toMatchObject({ '@type': 'WebPage' });
  });
});

import { paths } from '../../../../shared/config/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/** Home > Magazine > the page itself (not a link: it is where the reader is). */
export function MagazineBreadcrumbs({ current }: { current: string }) {
  return (
    <Breadcrumbs
      trail={[
        { href: paths.home.path, label: 'Home' },
        { href: paths.magazine.path, label: paths.magazine.title },
      ]}
      current={current}
    />
  );
}

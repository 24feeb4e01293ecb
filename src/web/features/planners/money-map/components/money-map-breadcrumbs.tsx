import { paths } from '../../../../../shared/config/paths';
import { Breadcrumbs } from '../../../../components/breadcrumbs';

export function MoneyMapBreadcrumbs() {
  return (
    <Breadcrumbs
      trail={[{ href: paths.home.path, label: 'Home' }]}
      current={paths.moneyMap.title}
      quiet
    />
  );
}

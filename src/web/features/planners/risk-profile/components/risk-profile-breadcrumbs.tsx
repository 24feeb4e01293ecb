import { paths } from '../../../../../shared/config/paths';
import { Breadcrumbs } from '../../../../components/breadcrumbs';

export function RiskProfileBreadcrumbs() {
  return (
    <Breadcrumbs
      trail={[{ href: paths.home.path, label: 'Home' }]}
      current={paths.riskProfile.title}
      quiet
      print="hide"
    />
  );
}

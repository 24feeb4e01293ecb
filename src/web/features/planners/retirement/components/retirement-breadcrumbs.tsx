import { paths } from '../../../../../shared/config/paths';
import { Breadcrumbs } from '../../../../components/breadcrumbs';

/** Home > Retirement Planner. */
export function RetirementBreadcrumbs() {
  return (
    <Breadcrumbs
      trail={[{ href: paths.home.path, label: 'Home' }]}
      current={paths.retirementPlanner.title}
      quiet
      print="hide"
    />
  );
}

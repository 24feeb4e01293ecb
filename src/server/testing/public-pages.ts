import { paths, type LivePathKey, type PathEntry } from '../../shared/config/paths';

/**
 * Every built public page of the registry, each at the address the bench and browser tests open
 * (its `example`, else its path), with its registry key: `[url, key]`. A private page (a preview)
 * is left out: its address exists only while an editor's draft does.
 */
export const publicPages = (Object.keys(paths) as (keyof typeof paths)[])
  .filter(
    (key): key is LivePathKey =>
      paths[key].live && paths[key].area === 'public' && !(paths[key] as PathEntry).private,
  )
  .map((key) => [(paths[key] as PathEntry).example ?? paths[key].path, key] as const);

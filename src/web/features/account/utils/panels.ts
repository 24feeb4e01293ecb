import { paths } from '../../../../shared/config/paths';

/** The /profile panels, in the order of the side links; `?panel=` names the one shown. */
export const accountPanels = [
  { key: 'profile', label: 'Profile' },
  { key: 'password', label: 'Change Password' },
  { key: 'transact', label: 'Transact' },
  { key: 'moneyMaps', label: `Saved ${paths.moneyMap.title}` },
  { key: 'privacy', label: 'Privacy' },
] as const;

export type AccountPanelKey = (typeof accountPanels)[number]['key'];

export const panelParam = 'panel';

export function panelFromSearch(search: string): AccountPanelKey {
  const wanted = new URLSearchParams(search).get(panelParam);
  return accountPanels.find((panel) => panel.key === wanted)?.key ?? 'profile';
}

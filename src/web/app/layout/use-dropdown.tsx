import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useState, type MouseEvent } from 'react';

/**
 * The bar's dropdown buttons (WHAT WE DO, PLANNERS, the account menu): the open state, the ARIA
 * that ties the button to its menu, and the menu's code (MUI's Menu brings Popover and Modal),
 * which loads on first use and is warmed on hover or focus. `mounted` turns true at the first
 * click, so no menu is rendered before anyone asks for one.
 */
export function useDropdown(buttonId: string, menuId: string, loadMenu: () => Promise<unknown>) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = anchorEl !== null;
  const warm = () => void loadMenu();

  return {
    anchorEl,
    mounted,
    close: () => setAnchorEl(null),
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'true' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setMounted(true);
        setAnchorEl(open ? null : event.currentTarget);
      },
      onPointerEnter: warm,
      onFocus: warm,
      endIcon: (
        <KeyboardArrowDownIcon
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      ),
    },
  };
}

import type { MenuItemProps } from '@mui/material/MenuItem';
import { use } from 'react';
import { menuItemIfLoaded, preloadSelectMenu } from './lazy-select';

/**
 * An option of a select field: MUI's MenuItem, fetched with the menu's code (lazy-select.tsx).
 * The field takes each option's value and text from its props, and only the open menu renders
 * the options, so a form with a select field shows without MenuItem (about 4 KB brotli with its
 * keyboard navigation) and the menu, once its code is there, finds MenuItem there too. For the
 * select fields of the forms public pages show; the signed-in area fetches both at once anyway.
 */
export function SelectOption(props: MenuItemProps) {
  const MenuItem = menuItemIfLoaded() ?? use(preloadSelectMenu()).MenuItem;
  return <MenuItem {...props} />;
}

import type { MenuProps } from '@mui/material/Menu';
import type { MenuItemProps } from '@mui/material/MenuItem';
import type { SelectProps } from '@mui/material/Select';
import { forwardRef, Suspense, use, type ComponentType, type Ref } from 'react';

type SelectComponent = ComponentType<SelectProps & { ref?: Ref<unknown> }>;

let loaded: SelectComponent | undefined;
let loading: Promise<SelectComponent> | undefined;

/**
 * Fetches MUI's Select. The signed-in area asks for it when it opens, with the menu's code
 * (lazy-select-menu.tsx), so its select fields render and open at once.
 */
export function preloadSelect(): Promise<SelectComponent> {
  loading ??= import('@mui/material/Select').then((module) => (loaded = module.default as SelectComponent));
  return loading;
}

type MenuModules = { default: ComponentType<MenuProps>; MenuItem: ComponentType<MenuItemProps> };

let menuLoading: Promise<MenuModules> | undefined;
let loadedMenuItem: ComponentType<MenuItemProps> | undefined;

/**
 * Fetches MUI's Menu (with its Popover, Modal, transitions and focus handling), which a select
 * field's menu renders (lazy-select-menu.tsx), and MenuItem, which its options render
 * (SelectOption.tsx): asked for when a pointer or the focus reaches a select field, and by the
 * signed-in area with Select itself.
 */
export function preloadSelectMenu(): Promise<MenuModules> {
  menuLoading ??= Promise.all([import('@mui/material/Menu'), import('@mui/material/MenuItem')]).then(([menu, item]) => {
    loadedMenuItem = item.default;
    return { default: menu.default, MenuItem: item.default };
  });
  return menuLoading;
}

/** MenuItem once the menu's code is there (preloadSelectMenu), else undefined. */
export const menuItemIfLoaded = () => loadedMenuItem;

const SelectOnceLoaded = forwardRef<unknown, SelectProps>(function SelectOnceLoaded(props, ref) {
  const Select = use(preloadSelect());
  return <Select ref={ref} {...props} />;
});

/**
 * What MUI's TextField renders for `select` fields in this build (scripts/vite-lazy-select.ts):
 * TextField imports Select whether or not a field uses it, and Select brings the menu's code,
 * about 15 KB brotli a public page with only text fields would download on its first visit.
 */
const LazySelect = forwardRef<unknown, SelectProps>(function LazySelect(props, ref) {
  const Select = loaded;
  if (Select) return <Select ref={ref} {...props} />;
  return (
    <Suspense fallback={null}>
      <SelectOnceLoaded ref={ref} {...props} />
    </Suspense>
  );
});

// FormControl tells a Select child by this name (it reads the input inside for the filled state).
export default Object.assign(LazySelect, { muiName: 'Select' });

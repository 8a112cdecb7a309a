import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks a history entry that an overlay added over its page: Back from it just closes the overlay. */
const addedKey = 'overlayEntry';

type OverlayState = Record<string, unknown> & { [addedKey]?: boolean };

type OpenOptions = { insteadOf?: string; on?: string; state?: Record<string, unknown> };

export type OverlayParam = {
  /** The parameter's value in the URL, or null while the overlay is closed. */
  value: string | null;
  /** The history state the overlay was opened with (what the URL cannot carry, like a title). */
  state: OverlayState;
  /**
   * Opens the overlay as a new history entry, or with `insteadOf` in place of the current entry
   * and of that other overlay's parameter (a dialog opened from a drawer), or with `on` in place
   * of the current entry, over the page at that path (an address like /patients/7/chat).
   */
  open: (value: string, options?: OpenOptions) => void;
  /** Closes it: back to the entry before it when it added one, else by taking the parameter out. */
  close: () => void;
};

/**
 * A dialog or drawer kept in a URL search parameter, so that the browser's Back closes it (instead
 * of leaving the page) and Forward opens it again. Other parameters of the page stay as they are.
 */
export function useOverlayParam(name: string): OverlayParam {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name);
  const state = (location.state ?? {}) as OverlayState;

  const open = useCallback<OverlayParam['open']>(
    (next, options = {}) => {
      const params = new URLSearchParams(options.on === undefined ? location.search : '');
      if (options.insteadOf) params.delete(options.insteadOf);
      params.set(name, next);
      const current = (location.state ?? {}) as OverlayState;
      const replace = options.insteadOf !== undefined || options.on !== undefined;
      void navigate(
        { pathname: options.on ?? location.pathname, search: `?${params}`, hash: location.hash },
        {
          replace,
          // Replacing keeps knowing whether the entry was added by an overlay.
          state: { ...current, ...options.state, [addedKey]: replace ? current[addedKey] === true : true },
        },
      );
    },
    [name, navigate, location],
  );

  const close = useCallback(() => {
    const current = (location.state ?? {}) as OverlayState;
    if (current[addedKey]) {
      void navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [name, navigate, location]);

  return { value, state, open, close };
}

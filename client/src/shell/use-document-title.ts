import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { brandName } from './brand';

/** Sets the browser tab title to "<page> | <brand>". */
export function useDocumentTitle(title: string | null | undefined): void {
  const { i18n } = useLingui();
  const brand = i18n._(brandName);
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}

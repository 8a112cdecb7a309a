import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../route-handle';
import { useDocumentTitle } from '../use-document-title';

/** The deepest matched route's title in the language shown; empty when no route declares one. */
export function useRouteTitleText(): string {
  const { i18n } = useLingui();
  const descriptor = useRouteTitle();
  return descriptor ? i18n._(descriptor) : '';
}

/**
 * Page heading (h1) from the route title, which also names the browser tab. What `children`
 * holds goes under it: the staff portal's breadcrumb (PageTitleBar.tsx), which the patient area,
 * without one, does not download.
 */
export function PageHeading({ children }: { children?: ReactNode }) {
  const title = useRouteTitleText();
  useDocumentTitle(title);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

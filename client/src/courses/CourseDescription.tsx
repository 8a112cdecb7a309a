import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The course's HTML description. The server sanitises it when saved; it is purified here again
 * so a stored or proxied page can never run script in the visitor's browser.
 */
export function CourseDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      dir="auto"
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { pl: 3, mb: 1.5 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}

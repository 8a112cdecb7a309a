import Box from '@mui/material/Box';

/**
 * The course's HTML description, rendered as the server answers it: the server sanitises it when
 * it is saved and again on every read (server/src/courses/course-view.ts), so a row written past
 * the save path arrives clean too; the CSP forbids inline script besides.
 */
export function CourseDescription({ html }: { html: string }) {
  return (
    <Box
      dir="auto"
      dangerouslySetInnerHTML={{ __html: html }}
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

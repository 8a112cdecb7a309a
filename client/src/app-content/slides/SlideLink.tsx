import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

/** Where a tap on the slide leads, shortened to its host and path, opening in a new tab; or "Sin enlace". */
export function SlideLink({ url }: { url: string | null | undefined }) {
  if (!url) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        <Trans>Sin enlace</Trans>
      </Typography>
    );
  }
  const shown = url.replace(/^https:\/\//, '').replace(/\/$/, '');
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      title={url}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: 260, wordBreak: 'break-all' }}
    >
      {shown}
      <OpenInNew sx={{ fontSize: 14, flexShrink: 0 }} aria-hidden />
    </Link>
  );
}

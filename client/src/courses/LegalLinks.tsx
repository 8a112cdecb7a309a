import { usePublicQuery } from '../api/public-graphql';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import { AppSettingsDocument } from '../gql/graphql';

/** The Aviso de privacidad and the terms set on /admin, as the public pages' footer; nothing while neither is set. */
export function LegalLinks() {
  const { t } = useLingui();
  const { data } = usePublicQuery(AppSettingsDocument);
  const links = [
    { href: data?.appSettings.privacyNoticeUrl, label: t`Aviso de privacidad` },
    { href: data?.appSettings.termsUrl, label: t`Términos y condiciones` },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 3,
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {links.map((link) => (
        <Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2">
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

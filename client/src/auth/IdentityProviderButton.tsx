import { usePublicQuery } from '../api/public-graphql';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { AppSettingsDocument } from '../gql/graphql';

/**
 * Sign-in through the lab's identity provider, offered only when the server has one configured:
 * a plain link (the browser leaves for the provider), with the lab's label or our own text.
 */
export function IdentityProviderButton({ redirect }: { redirect: string | null }) {
  const { t } = useLingui();
  const { data } = usePublicQuery(AppSettingsDocument);
  const provider = data?.appSettings.identityProvider;
  if (!provider) return null;
  const href = redirect ? `${provider.startPath}?${new URLSearchParams({ redirect })}` : provider.startPath;
  return (
    <>
      <Button href={href} variant="outlined" size="large" fullWidth sx={{ mt: 1.5 }}>
        {provider.buttonLabel ?? t`Iniciar sesión con el proveedor de identidad`}
      </Button>
    </>
  );
}

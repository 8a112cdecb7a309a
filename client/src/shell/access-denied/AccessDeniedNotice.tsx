import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type DeniedState, deniedMessage, deniedOf } from './denied-page';

type Notice = DeniedState['denied'] & { pathname: string };

/**
 * On the page a guard sent the user to: why the page they asked for did not open. The reason
 * is taken out of the history entry at once, so a reload or Back does not say it again; the
 * notice stays until the user closes it or leaves the page.
 */
export function AccessDeniedNotice() {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const denied = deniedOf(location.state);

  useEffect(() => {
    if (!denied) return;
    setNotice({ ...denied, pathname: location.pathname });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [denied, navigate, location.pathname, location.search, location.hash]);

  if (!notice || notice.pathname !== location.pathname) return null;
  return (
    <Alert severity="warning" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
      {deniedMessage(i18n, notice.audience, notice.page)}
    </Alert>
  );
}

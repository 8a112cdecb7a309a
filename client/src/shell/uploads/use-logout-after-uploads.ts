import { useLingui } from '@lingui/react/macro';
import { useLogout } from '../../session/use-logout';
import { useConfirm } from '../feedback/feedback-context';
import { useUploadStore } from './uploads-context';

/** Signs out; while files are going up it asks first, and signing out then cancels them. */
export function useLogoutAfterUploads(): () => Promise<void> {
  const { t } = useLingui();
  const logout = useLogout();
  const confirm = useConfirm();
  const store = useUploadStore();
  return async () => {
    if (store.busy()) {
      const leave = await confirm({
        title: t`Hay archivos subiéndose`,
        message: t`Si cierras sesión ahora, la subida se cancela y esos archivos no se guardan.`,
        confirmText: t`Cerrar sesión`,
        cancelText: t`Seguir subiendo`,
      });
      if (!leave) return;
    }
    store.abandonAll();
    await logout();
  };
}

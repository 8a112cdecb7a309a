import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { serverErrorMessage } from '../api/graphql-errors';
import { DeactivateUserDocument, DeleteUserDocument, ReactivateUserDocument, type Role } from '../gql/graphql';
import { useConfirm, useLoading, useSnackbar } from '../shell/feedback/feedback-context';

type Target = { id: string; fullName: string; type?: { role: Role } };

/**
 * Deactivate, reactivate and delete, each after a confirmation that says exactly what happens.
 * Each action resolves true when it was done.
 */
export function useUserActions() {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [deactivateUser] = useMutation(DeactivateUserDocument);
  const [reactivateUser] = useMutation(ReactivateUserDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);

  const run = async (title: string, message: string, work: () => Promise<unknown>, done: string) => {
    if (!(await confirm({ title, message }))) return false;
    try {
      await loading.during(work());
      snackbar.success(done);
      return true;
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
      return false;
    }
  };

  return {
    deactivate: ({ id, fullName: name }: Target) =>
      run(
        t`Desactivar a ${name}`,
        i18n._(deactivationWarning),
        () => deactivateUser({ variables: { id } }),
        t`${name} fue desactivado.`,
      ),
    reactivate: ({ id, fullName: name }: Target) =>
      run(
        t`Reactivar a ${name}`,
        t`El usuario recuperará el acceso a la aplicación móvil y al portal. ¿Deseas continuar?`,
        () => reactivateUser({ variables: { id } }),
        t`${name} fue reactivado.`,
      ),
    remove: ({ id, fullName: name, type }: Target) =>
      run(
        t`Eliminar a ${name}`,
        type?.role === 'DOCTOR'
          ? t`Se eliminará el usuario por completo, junto con sus mensajes y los archivos que subió sin asignar. Sus pacientes y los estudios de ellos se conservan, sin doctor asignado. Esta acción no se puede deshacer. ¿Deseas continuar?`
          : t`Se eliminará el usuario por completo, junto con sus estudios, archivos y mensajes. Esta acción no se puede deshacer. ¿Deseas continuar?`,
        () => deleteUser({ variables: { id } }),
        t`${name} fue eliminado.`,
      ),
  };
}

/** What deactivating means, said the same in the list, the detail and the edit form. */
export const deactivationWarning = msg`El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?`;

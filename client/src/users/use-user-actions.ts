import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeactivateUserDocument, DeleteUserDocument, ReactivateUserDocument, type Role } from '../gql/graphql';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';

type Target = { id: string; fullName: string; type?: { role: Role } };

/**
 * Deactivate, reactivate and delete, each after a confirmation that says exactly what happens.
 * Each action resolves true when it was done.
 */
export function useUserActions() {
  const { t, i18n } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deactivateUser] = useMutation(DeactivateUserDocument);
  const [reactivateUser] = useMutation(ReactivateUserDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);

  const run = (title: string, message: string, work: () => Promise<unknown>, done: string) =>
    confirmedAction({ title, message, work, done });

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

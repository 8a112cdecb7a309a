import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { NotificationRecipientOptionsDocument } from '../gql/graphql';
import { FormPersonField } from '../shell/forms/FormPersonField';
import type { RecipientOption } from './notification-values';

function useRecipientOptions(search: string, skip: boolean) {
  const { data, previousData, loading } = useQuery(NotificationRecipientOptionsDocument, {
    variables: { search },
    skip,
  });
  return { options: (data ?? previousData)?.users.edges.map((edge) => edge.node) ?? [], loading };
}

/** The one user of a USER notification: an active account found by name or email, bound to formik's userId. */
export function RecipientField({ initial }: { initial: RecipientOption | null }) {
  const { t } = useLingui();
  return (
    <FormPersonField<RecipientOption>
      name="userId"
      label={t`Usuario`}
      helperText={t`Busca por nombre o correo.`}
      initial={initial}
      waitForTwoLetters
      useOptions={useRecipientOptions}
      detailOf={(user) => user.email}
      noneFound={t`Ningún usuario activo coincide`}
    />
  );
}

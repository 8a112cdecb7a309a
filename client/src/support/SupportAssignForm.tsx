import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { portalMessages as portalServerMessages } from '../../../shared/portal-messages';
import { readServerErrors } from '../api/graphql-errors';
import {
  AssignSupportRequestDocument,
  SupportAssigneesDocument,
  type SupportPersonFieldsFragment,
} from '../gql/graphql';
import { roleLabels } from '../session/roles';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { FormPersonField } from '../shell/forms/FormPersonField';

function useAssigneeOptions(search: string, skip: boolean) {
  const { data, previousData, loading } = useQuery(SupportAssigneesDocument, {
    variables: { search: search || null },
    skip,
  });
  return { options: (data ?? previousData)?.supportAssignees ?? [], loading };
}

type Values = { assigneeId: string };

const assignSchema = object({ assigneeId: string().required(portalServerMessages.supportAssigneeInvalid) });

type Props = { requestId: string; assignee: SupportPersonFieldsFragment | null };

/** "Asignar a": someone of the support staff, found by name or email, the current assignee first. */
export function SupportAssignForm({ requestId, assignee }: Props) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const [assign] = useMutation(AssignSupportRequestDocument);
  const submit = async ({ assigneeId }: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { data } = await assign({ variables: { id: requestId, assigneeId } });
      const name = data?.assignSupportRequest.assignee?.fullName ?? '';
      snackbar.success(t`Solicitud asignada a ${name}.`);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, ['assigneeId']);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };
  return (
    <Formik<Values>
      initialValues={{ assigneeId: assignee?.id ?? '' }}
      validationSchema={assignSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <FormPersonField<SupportPersonFieldsFragment>
            key={assignee?.id ?? 'none'}
            name="assigneeId"
            label={t`Asignar a`}
            helperText={t`Alguien del equipo de soporte: administración, laboratorio o recepción.`}
            initial={assignee}
            useOptions={useAssigneeOptions}
            detailOf={(person) => i18n._(roleLabels[person.role])}
            noneFound={t`Nadie del equipo de soporte coincide`}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="outlined" disabled={isSubmitting || values.assigneeId === assignee?.id}>
              {t`Asignar`}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

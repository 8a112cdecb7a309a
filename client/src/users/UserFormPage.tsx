import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readServerErrors } from '../api/graphql-errors';
import { QueryState } from '../shell/QueryState';
import {
  CreateUserDocument,
  UpdateUserDocument,
  UserDocument,
  UserTypesDocument,
  type UserDetailFieldsFragment,
} from '../gql/graphql';
import { useConfirm, useSnackbar } from '../shell/feedback/feedback-context';
import { NotFoundPage } from '../shell/NotFoundPage';
import { deactivationWarning } from './use-user-actions';
import { UserFields } from './UserFields';
import { toUserAdminInput, toUserFormValues, userFieldPaths, userFormSchema, type UserFormValues } from './user-values';

/** /users/create */
export function NewUserPage() {
  return <UserForm />;
}

/** /users/:id/:action with action "edit". */
export function EditUserPage() {
  const { id = '', action } = useParams();
  if (!/^\d+$/.test(id) || action !== 'edit') return <NotFoundPage />;
  return <EditUser key={id} id={id} />;
}

function EditUser({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(UserDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  return <UserForm user={data.user} />;
}

function UserForm({ user }: { user?: UserDetailFieldsFragment }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const types = useQuery(UserTypesDocument);
  const [createUser] = useMutation(CreateUserDocument);
  const [updateUser] = useMutation(UpdateUserDocument);
  const mode = user ? 'update' : 'create';

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    const input = toUserAdminInput(values);
    // Saving as Inactivo ends the user's sessions at once: the same confirmation as Desactivar.
    if (user?.status && !input.status) {
      const name = user.fullName;
      if (!(await confirm({ title: t`Desactivar a ${name}`, message: i18n._(deactivationWarning) }))) return;
    }
    try {
      const saved = user
        ? (await updateUser({ variables: { id: user.id, input } })).data?.updateUser
        : (await createUser({ variables: { input } })).data?.createUser;
      if (!saved) return;
      const name = saved.fullName;
      snackbar.success(user ? t`Datos de ${name} actualizados.` : t`${name} quedó registrado.`);
      void navigate(`/users/${saved.id}`);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, userFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  if (!types.data)
    return <QueryState loading={types.loading} error={types.error} onRetry={() => void types.refetch()} />;
  const initialDoctor = user?.doctorId ? { id: user.doctorId, fullName: user.doctorName ?? '' } : null;
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={user ? `/users/${user.id}` : '/users'}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {user ? <Trans>Detalle del usuario</Trans> : <Trans>Usuarios</Trans>}
      </Button>
      <Formik<UserFormValues>
        initialValues={toUserFormValues(user)}
        validationSchema={userFormSchema(mode)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="user-form-title">
            <Paper sx={{ p: { xs: 2, md: 3 } }}>
              <Typography id="user-form-title" variant="h5" component="h2" gutterBottom>
                {user ? t`Editar usuario` : t`Nuevo usuario`}
              </Typography>
              <UserFields mode={mode} types={types.data.userTypes} initialDoctor={initialDoctor} />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
                <Button
                  component={RouterLink}
                  to={user ? `/users/${user.id}` : '/users'}
                  color="inherit"
                  disabled={isSubmitting}
                >
                  <Trans>Cancelar</Trans>
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {user ? <Trans>Guardar cambios</Trans> : <Trans>Crear usuario</Trans>}
                </Button>
              </Stack>
            </Paper>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}

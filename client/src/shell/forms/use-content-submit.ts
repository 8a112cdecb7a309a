import type { FormikErrors, FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { readServerErrors } from '../../api/graphql-errors';
import { useLoading, useSnackbar } from '../feedback/feedback-context';

type Options<Values> = {
  /** Creates or updates the item from the form's values (the mutation call). */
  save: (values: Values) => Promise<unknown>;
  /** The form's field paths, for server errors that belong to a field. */
  fieldPaths: readonly string[] | ((values: Values) => readonly string[]);
  /** The snackbar text once saved. */
  savedMessage: string;
  /** Where to go once saved: the content's list. */
  listPath: string;
};

/**
 * A content form's formik submit: saves under the loading indicator; a server error for a field
 * goes to that field and the rest to the snackbar; once saved, a success snackbar and the list.
 */
export function useContentSubmit<Values>({ save, fieldPaths, savedMessage, listPath }: Options<Values>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await loading.during(save(values));
    } catch (error) {
      const paths = typeof fieldPaths === 'function' ? fieldPaths(values) : fieldPaths;
      const { fieldErrors, general } = readServerErrors(error, paths);
      // Only the form's own field paths get here, nested the way formik keeps errors.
      helpers.setErrors(fieldErrors as FormikErrors<Values>);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(savedMessage);
    void navigate(listPath);
  };
}

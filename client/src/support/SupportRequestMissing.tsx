import { useLingui } from '@lingui/react/macro';
import { QueryState } from '../shell/QueryState';

type Props = {
  result: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Where "not found" leads back to, and its label. */
  listPath: string;
  listLabel: string;
};

/** While a request is not there: loading, "not found" (someone else's, or deleted) with the way back, or the error. */
export function SupportRequestMissing({ result, listPath, listLabel }: Props) {
  const { t } = useLingui();
  return (
    <QueryState
      loading={result.loading}
      error={result.error}
      onRetry={() => void result.refetch()}
      notFound={{ message: t`No encontramos esta solicitud.`, path: listPath, label: listLabel }}
    />
  );
}

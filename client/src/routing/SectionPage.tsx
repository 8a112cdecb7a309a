import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../shell/EmptyState';

/** A staff section whose content is still to be built; the layout shows its title. */
export function SectionPage() {
  const { t } = useLingui();
  return <EmptyState message={t`Aún no hay información en esta sección.`} />;
}
